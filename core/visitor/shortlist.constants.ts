/** How many listings one shared link shows (a comparison's 2–4, or up to 12 favourites), and where a list comes from. */
import { SHORTLIST_SOURCES } from '../../db/schema/shortlists'

export const SHORTLIST_MAX = 12
export { SHORTLIST_SOURCES }
export type ShortlistSource = (typeof SHORTLIST_SOURCES)[number]
