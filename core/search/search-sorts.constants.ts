/** The orders a search can be sorted by: the page's select and the API's `sort` parameter. */
export const SEARCH_SORTS = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'area_desc',
  'price_m2_asc',
  'monthly_total_asc',
] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]
