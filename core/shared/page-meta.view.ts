/**
 * A paged list answer, `{ data, meta: { total, page, per_page } }`, as the API shows it: its
 * schema (`pagedSchema`, `meta` may carry more) and its building from a use case's page (`pagedView`).
 */
import { z } from 'zod'

export const PageMetaSchema = z.object({ total: z.number(), page: z.number(), per_page: z.number() })

export interface PageMeta {
  total: number
  page: number
  perPage: number
}

export function pageMetaView(meta: PageMeta): z.infer<typeof PageMetaSchema> {
  return { total: meta.total, page: meta.page, per_page: meta.perPage }
}

/** The schema of a page of `item`s; `meta` adds fields to the page's meta. */
export function pagedSchema<Item extends z.ZodType, Meta extends z.ZodRawShape = Record<never, never>>(
  item: Item,
  meta?: Meta,
) {
  return z.object({ data: z.array(item), meta: PageMetaSchema.extend(meta ?? ({} as Meta)) })
}

/** A page of a use case's rows, each shaped by `view`; `meta` adds fields to the page's meta. */
export function pagedView<Row, Item, Meta extends object = Record<never, never>>(
  page: { data: readonly Row[]; meta: PageMeta },
  view: (row: Row) => Item,
  meta?: Meta,
): { data: Item[]; meta: z.infer<typeof PageMetaSchema> & Meta } {
  return { data: page.data.map((row) => view(row)), meta: { ...pageMetaView(page.meta), ...(meta ?? ({} as Meta)) } }
}
