/**
 * A saved search as /api/wiauth/searches answers it: the schema documents the answer (OpenAPI
 * `SavedSearch`) and `savedSearchAnswer` shapes it from SavedSearchView.
 */
import { z } from 'zod'
import { OpaqueIdSchema, snakeCased } from '#core/shared'
import { ALERT_FREQUENCIES, SAVED_SEARCH_KINDS, savedSearchPath } from './saved-searches.constants'
import type { SavedSearchView } from './saved-searches.service'

export const SavedSearchSchema = z
  .object({
    id: OpaqueIdSchema,
    name: z.string(),
    query: z.string(),
    kind: z.enum(SAVED_SEARCH_KINDS),
    url: z.string(),
    frequency: z.enum(ALERT_FREQUENCIES),
    created_at: z.string(),
    last_notified_at: z.string().nullable(),
  })
  .meta({ id: 'SavedSearch' })

export function savedSearchAnswer(s: SavedSearchView): z.infer<typeof SavedSearchSchema> {
  return {
    ...snakeCased(s, ['id', 'name', 'query', 'kind', 'frequency', 'createdAt', 'lastNotifiedAt']),
    url: savedSearchPath(s.kind, s.query),
  }
}
