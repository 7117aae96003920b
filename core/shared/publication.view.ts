/** The dates of the publication life cycle (publication.rules.ts) as the back-office answers show them: ISO strings or null. */
import { z } from 'zod'

export const PublicationDatesSchema = z.object({
  published_at: z.string().nullable(),
  unpublished_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
})

export function publicationDates(r: {
  publishedAt: Date | null
  unpublishedAt: Date | null
  deletedAt: Date | null
}): z.infer<typeof PublicationDatesSchema> {
  return {
    published_at: r.publishedAt?.toISOString() ?? null,
    unpublished_at: r.unpublishedAt?.toISOString() ?? null,
    deleted_at: r.deletedAt?.toISOString() ?? null,
  }
}
