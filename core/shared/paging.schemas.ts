/**
 * List paging, one parser for the API and the pages: a page number is an integer from 1 to
 * MAX_PAGE (absent or empty: 1), anything else (99999999999999999999, 1e400, -1, 1.5, "x")
 * a 422 on `page`, so an offset never leaves the range the database counts in.
 */
import { z } from 'zod'
import { parseInput } from './validation.utils'

/** The highest page a list answers: a million listings at 20 a page fit, and offsets stay far inside bigint. */
const MAX_PAGE = 100_000

/** `page` of a list's query string or filter. */
export const PageNumber = z
  .preprocess((v) => (v == null || v === '' ? 1 : Number(v)), z.number().int().min(1).max(MAX_PAGE))
  .optional()

const PagingQuery = z.object({ page: PageNumber })

/** The page number a query string asks for, or a 422 AppError on `page`. */
export function pageOf(query: URLSearchParams): number {
  return parseInput(PagingQuery, { page: query.get('page') }).page ?? 1
}
