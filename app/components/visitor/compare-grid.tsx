/**
 * The side-by-side table of a comparison, whatever is compared (listings: compare-table.tsx;
 * projects: project-compare-table.tsx): one column per item under its heading, one row per
 * fact, the best value of a row highlighted ("Mejor"), and "Quitar" under each item when the
 * comparison is the visitor's own.
 */
import type { ReactNode } from 'react'
import { cn } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'

export interface CompareGridRow<I> {
  key: string
  label: string
  show: (item: I) => ReactNode
  /** Whether this item holds the row's best value. */
  isBest?: (item: I) => boolean
}

export interface CompareGridProps<I extends { id: string }> {
  items: I[]
  rows: CompareGridRow<I>[]
  /** An item's heading (photo, name, place), its code for tests and the accessible name of its "Quitar". */
  column: (item: I) => { head: ReactNode; code?: string; removeLabel: string }
  caption: string
  onRemove?: (id: string) => void
  className?: string
}

const ROW_HEAD = 'sticky left-0 z-10 bg-white p-3 text-left align-top font-bold text-ink-900'

export function CompareGrid<I extends { id: string }>(props: CompareGridProps<I>) {
  const { items, rows, column, caption, onRemove, className } = props
  const { t } = useT()
  return (
    <div
      className={cn('w-fit max-w-full overflow-x-auto rounded-xl border border-ink/10 bg-white shadow-sm', className)}
      data-testid="compare-table"
    >
      {/* Sized by its columns, not stretched to the page: one item is a card-size column, not a page-wide photo. */}
      <table className="w-auto min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 w-32 bg-white p-3 text-left align-bottom text-xs font-bold tracking-wide text-ink uppercase sm:w-44"
            >
              <span className="sr-only">{t('visitor.compare.rows.photo')}</span>
            </th>
            {items.map((item) => {
              const { head, code, removeLabel } = column(item)
              return (
                <th
                  key={item.id}
                  scope="col"
                  className="w-64 min-w-44 p-3 text-left align-top font-normal"
                  data-testid="compare-column"
                  data-code={code ?? item.id}
                >
                  {head}
                  {onRemove && (
                    <button
                      type="button"
                      onClick={() => onRemove(item.id)}
                      className="mt-2 min-h-9 rounded-lg px-2 text-sm font-bold text-red-700 underline-offset-2 hover:bg-red-50 hover:underline"
                      aria-label={removeLabel}
                    >
                      {t('visitor.compare.remove')}
                    </button>
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-ink/10" data-row={row.key}>
              <th scope="row" className={ROW_HEAD}>
                {row.label}
              </th>
              {items.map((item) => {
                const isBest = row.isBest?.(item) ?? false
                return (
                  <td
                    key={item.id}
                    className={cn('p-3 align-top text-ink-900', isBest && 'bg-brand-50 font-extrabold')}
                    data-best={isBest || undefined}
                  >
                    {row.show(item)}
                    {isBest && (
                      <span className="mt-1 block w-fit rounded-full bg-brand px-2 text-xs font-bold text-ink-900">
                        {t('visitor.compare.best')}
                      </span>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
