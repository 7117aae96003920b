/**
 * What the comparison list's routes answer (/wiauth/properties/compare/list): the items with
 * the limit, the new count after a change (OpenAPI `CompareCount`) and what a merge added.
 */
import { z } from 'zod'
import { ProjectCardSchema, type ProjectCardView } from '#core/projects'
import { COMPARE_LIMIT } from './compare.constants'
import { ListingSummarySchema, listingSummaryAnswer } from './listing-summary-answers.view'
import type { ListingSummary } from './listing-summary.view'

const Limit = z.number().int()

export const ComparisonListSchema = z.object({ data: z.array(ListingSummarySchema), limit: Limit })

/** The comparison of projects (/wiauth/projects/compare/list): project cards, oldest first. */
export const ProjectComparisonListSchema = z.object({ data: z.array(ProjectCardSchema), limit: Limit })

export function projectComparisonListAnswer(items: ProjectCardView[]): z.output<typeof ProjectComparisonListSchema> {
  return { data: items, limit: COMPARE_LIMIT }
}

export const CompareCountSchema = z
  .object({ data: z.number().int(), msg: z.string().optional(), limit: Limit })
  .meta({ id: 'CompareCount' })

export const CompareMergeSchema = z.object({ data: z.number(), added: z.number(), limit: Limit })

export function comparisonListAnswer(items: ListingSummary[]): z.output<typeof ComparisonListSchema> {
  return { data: items.map(listingSummaryAnswer), limit: COMPARE_LIMIT }
}

/** The count after adding, removing or reading; `msg` the door's toast when something changed. */
export function compareCountAnswer(count: number, msg?: string): z.output<typeof CompareCountSchema> {
  return msg === undefined ? { data: count, limit: COMPARE_LIMIT } : { data: count, msg, limit: COMPARE_LIMIT }
}

export function compareMergeAnswer(merged: { added: number; count: number }): z.output<typeof CompareMergeSchema> {
  return { data: merged.count, added: merged.added, limit: COMPARE_LIMIT }
}
