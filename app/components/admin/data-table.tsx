/**
 * A back-office table: a real <table> from md up (scrolls sideways when narrow) and the
 * same rows as stacked cards on phones; plus page links that keep the current filters.
 */
import type { ReactNode } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { keyIn, type MessageKey } from '#i18n'
import { useT } from '~/lib/i18n'
import { Button } from '../ui/button'
import { cn } from '../ui/cn'

export interface Column<Row> {
  key: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  className?: string
}

/** A column's cell, or its cell and the class of its header and cells. */
type CellSpec<Row> = Column<Row>['cell'] | [Column<Row>['cell'], string]

/**
 * Columns whose headers are the texts of one catalogue group, in the order given:
 * `columnsIn(t, 'admin_org.customers.col', { name: (r) => r.name, nit: [(r) => r.nit, 'w-20'] })`.
 */
export function columnsIn<Row>(
  t: (key: MessageKey) => string,
  group: Parameters<typeof keyIn>[0],
  cells: Record<string, CellSpec<Row>>,
): Column<Row>[] {
  return Object.entries(cells).map(([key, spec]) => {
    const [cell, className] = Array.isArray(spec) ? spec : [spec]
    return { key, header: t(keyIn(group, key)), cell, className }
  })
}

/** The link from a row to its own page, in bold. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-bold text-ink-900 underline underline-offset-2">
      {children}
    </Link>
  )
}

/** The table, and when `pages` is given the page links under it. */
export function DataTable<Row>({
  pages,
  ...table
}: TableProps<Row> & { pages?: { page: number; perPage: number; total: number } }) {
  return (
    <>
      <TableOrCards {...table} />
      {pages && <Pagination page={pages.page} perPage={pages.perPage} total={pages.total} />}
    </>
  )
}

interface TableProps<Row> {
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  caption?: string
}

function TableOrCards<Row>({ columns, rows, rowKey, caption }: TableProps<Row>) {
  const { t } = useT()
  if (rows.length === 0)
    return (
      <p className="rounded-2xl border border-ink/10 bg-white p-6 text-center text-ink">{t('admin.table.empty')}</p>
    )
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-ink/10 bg-white md:block">
        <table className="w-full text-left text-sm">
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className="bg-ink/5 text-ink-900">
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={cn('px-3 py-2.5 font-bold whitespace-nowrap', c.className)}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-ink/10 hover:bg-brand-50">
                {columns.map((c) => (
                  <td key={c.key} className={cn('px-3 py-2 align-top', c.className)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-2xl border border-ink/10 bg-white p-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {columns.map((c) => (
                <div key={c.key} className="contents">
                  <dt className="font-bold text-ink-900">{c.header}</dt>
                  <dd className="min-w-0 break-words">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}

export function Pagination({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const { t } = useT()
  const { pathname, search } = useLocation()
  const pages = Math.max(1, Math.ceil(total / perPage))
  const link = (p: number) => {
    const params = new URLSearchParams(search)
    if (p <= 1) params.delete('page')
    else params.set('page', String(p))
    const q = params.toString()
    return `${pathname}${q ? `?${q}` : ''}`
  }
  const linkClass = 'rounded-xl border border-ink/25 bg-white px-3 py-1.5 font-semibold hover:border-ink'
  return (
    <nav
      aria-label={t('admin.table.page', { page, pages })}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p>
        {t('admin.table.total', { total: total.toLocaleString('es-CO') })} · {t('admin.table.page', { page, pages })}
      </p>
      <div className="flex gap-2">
        {page > 1 && (
          <Link to={link(page - 1)} className={linkClass} rel="prev">
            {t('admin.table.previous')}
          </Link>
        )}
        {page < pages && (
          <Link to={link(page + 1)} className={linkClass} rel="next">
            {t('admin.table.next')}
          </Link>
        )}
      </div>
    </nav>
  )
}

/** A list's filter: its fields on one wrapping row, and the button that applies them (a GET). */
export function FilterBar({ submit, children }: { submit: string; children: ReactNode }) {
  return (
    <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
      {children}
      <Button type="submit" variant="secondary">
        {submit}
      </Button>
    </Form>
  )
}
