/**
 * What a visitor sends to share a comparison or some favourites as a read-only link: the
 * listings' opaque ids, in the order to show them, and where they come from. Every failure is
 * a 422 on `property_ids` (or `source`), in the visitor's language. Whether the listings are
 * public is the use case's to check.
 */
import { z } from 'zod'
import { decodeId } from '#core/shared'
import { COMPARE_LIMIT, COMPARE_MIN } from './compare.constants'
import { SHORTLIST_MAX, SHORTLIST_SOURCES } from './shortlist.constants'

export const CreateShortlistSchema = z
  .object({
    property_ids: z
      // Absent or not a list: "required"; the length checks keep their own messages.
      .array(z.string('validation.id'), {
        error: (issue) => (issue.code === 'invalid_type' ? 'validation.required' : undefined),
      })
      .min(1)
      .max(SHORTLIST_MAX)
      .transform((values, ctx) => {
        const ids = values.map((value) => decodeId('property', value))
        if (ids.some((id) => id == null)) {
          ctx.addIssue({ code: 'custom', message: 'validation.id' })
          return z.NEVER
        }
        // The same listing twice is shown once, where it first came.
        return [...new Set(ids as number[])]
      })
      .meta({
        description: `Opaque ids of 1 to ${SHORTLIST_MAX} public listings (${COMPARE_MIN} to ${COMPARE_LIMIT} from a comparison), in the order to show them`,
        example: ['k3G7QAe5', 'Pw92uEOy'],
      }),
    source: z
      .enum(SHORTLIST_SOURCES, 'validation.invalid_option')
      .default('favorites')
      .meta({ description: 'compare: the link also shows the comparison table' }),
  })
  .superRefine((value, ctx) => {
    if (value.source !== 'compare') return
    if (value.property_ids.length > COMPARE_LIMIT)
      ctx.addIssue({
        code: 'custom',
        path: ['property_ids'],
        message: 'validation.limit_reached',
        params: { limit: COMPARE_LIMIT },
      })
    else if (value.property_ids.length < COMPARE_MIN)
      ctx.addIssue({ code: 'custom', path: ['property_ids'], message: 'validation.compare_min' })
  })
export type CreateShortlistInput = z.output<typeof CreateShortlistSchema>
