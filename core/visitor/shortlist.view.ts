/**
 * A shared shortlist as /wiauth/shortlists answers it (OpenAPI `Shortlist`): the token, the
 * address to share and the listings' codes; `shortlistAnswer` shapes the use case's ShortlistView.
 */
import { z } from 'zod'
import { SHORTLIST_SOURCES } from './shortlist.constants'
import type { ShortlistView } from './shortlist.service'

export const ShortlistSchema = z
  .object({
    token: z.string().meta({ description: '24 base64url characters (144 random bits)' }),
    url: z.string().meta({ description: 'The absolute address to share, /s/{token}' }),
    source: z.enum(SHORTLIST_SOURCES),
    created_at: z.string(),
    codes: z.array(z.string()).meta({ description: "The listings' codes, in order" }),
  })
  .meta({ id: 'Shortlist' })

export function shortlistAnswer(s: ShortlistView): z.output<typeof ShortlistSchema> {
  return { token: s.token, url: s.url, source: s.source, created_at: s.createdAt, codes: s.codes }
}
