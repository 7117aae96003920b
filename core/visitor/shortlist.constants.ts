/** How many listings one shared link shows (a comparison's 2–4, or up to 12 favourites), and where a list comes from. */
export const SHORTLIST_MAX = 12

/** Where a shared list came from: the comparison (shown with its table) or the favourites. */
export { SHORTLIST_SOURCES, type ShortlistSource } from '#db/schema/column-values'
