/**
 * What a visitor sends to keep a comparison or favourites: one schema per input, shared by
 * the pages, the API routes (and so the OpenAPI document) and the use cases, which receive
 * the parsed output and never parse again.
 */
import { z } from 'zod'
import { decodeId, opaqueId } from '#core/shared'

/** How many browser-kept ids one merge may carry. */
export const MERGE_MAX = 50

/**
 * One listing by its opaque id (add to or remove from the comparison, the favourites):
 * absent or empty is `validation.required`, an id that does not decode `validation.id`.
 */
export const PropertyRefSchema = z.object({
  property_id: opaqueId('property').meta({ description: "The listing's opaque public id", example: 'k3G7QAe5' }),
})
export type PropertyRef = z.output<typeof PropertyRefSchema>

/**
 * The comparison kept in the browser before sign-in, joined into the account's. Ids that do
 * not decode are not an error: they become null and the merge skips them.
 */
export const MergeComparisonSchema = z.object({ property_ids: browserIds('property') })
export type MergeComparisonInput = z.output<typeof MergeComparisonSchema>

/** One project by its opaque id (favourite projects, the comparison of projects), as PropertyRefSchema. */
export const ProjectRefSchema = z.object({
  project_id: opaqueId('project').meta({ description: "The project's opaque public id", example: 'k3G7QAe5' }),
})
export type ProjectRef = z.output<typeof ProjectRefSchema>

/** The comparison of projects kept in the browser before sign-in, as MergeComparisonSchema. */
export const MergeProjectComparisonSchema = z.object({ project_ids: browserIds('project') })
export type MergeProjectComparisonInput = z.output<typeof MergeProjectComparisonSchema>

function browserIds(kind: 'property' | 'project') {
  return z
    .array(z.string().transform((value) => decodeId(kind, value)))
    .max(MERGE_MAX)
    .meta({ description: `Opaque ${kind} ids, as the browser kept them` })
}
