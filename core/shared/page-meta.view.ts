/** The `meta` of a paged list answer (`{ data, meta: { total, page, per_page } }`), as the API shows it. */
import { z } from 'zod'

export const PageMetaSchema = z.object({ total: z.number(), page: z.number(), per_page: z.number() })

export function pageMetaView(meta: { total: number; page: number; perPage: number }): z.infer<typeof PageMetaSchema> {
  return { total: meta.total, page: meta.page, per_page: meta.perPage }
}
