/**
 * The side-by-side table of a comparison, whatever is compared (listings: compare-table.tsx;
 * projects: project-compare-table.tsx): one column per item under its heading, one row per
 * fact, the best value of a row highlighted ("Mejor"), and "Quitar" under each item when the
 * comparison is the visitor's own.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '~/components/ui/cn'
import { Thumb } from '~/components/ui/thumb'
import { useT } from '~/lib/i18n'

export interface CompareGridRow<I> {
  key: string
  label: string
  show: (item: I) => ReactNode
}

/** What a comparison page hands its table (compare-table.tsx, project-compare-table.tsx). */
export interface CompareTableProps<I, K extends string> {
  items: I[]
  /** The best value of each row that has one (core/visitor/compare-best.rules.ts). */
  best: Partial<Record<K, number>>
  /** The table's accessible name. */
  caption: string
  /** Offers "Quitar" under each item (the visitor's own comparison); absent, the table is read-only. */
  onRemove?: (id: string) => void
  className?: string
}

export interface CompareGridProps<I extends { id: string }, K extends string> extends CompareTableProps<I, K> {
  rows: CompareGridRow<I>[]
  /** The rows with a best value, and how to read it from an item. */
  criteria: Record<K, { value: (item: I) => number | null }>
  /**
   * An item's heading (its photo and name linking to its page, then `details`), its code for
   * tests and the accessible name of its "Quitar".
   */
  column: (item: I) => {
    to: string
    photo: string | null
    name: string
    details: ReactNode
    code?: string
    removeLabel: string
  }
}

const ROW_HEAD = 'sticky left-0 z-10 bg-white p-3 text-left align-top font-bold text-ink-900'

export function CompareGrid<I extends { id: string }, K extends string>(props: CompareGridProps<I, K>) {
  const { items, rows, criteria, best, column, caption, onRemove, className } = props
  const { t } = useT()
  const isBest = (key: string, item: I) =>
    Object.hasOwn(criteria, key) && best[key as K] != null && criteria[key as K].value(item) === best[key as K]
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
              const { to, photo, name, details, code, removeLabel } = column(item)
              return (
                <th
                  key={item.id}
                  scope="col"
                  className="w-64 min-w-44 p-3 text-left align-top font-normal"
                  data-testid="compare-column"
                  data-code={code ?? item.id}
                >
                  <Link to={to} className="group block">
                    <Thumb src={photo} format="photo" className="rounded-lg" />
                    <span className="mt-2 line-clamp-2 block font-extrabold text-ink-900 group-hover:underline">
                      {name}
                    </span>
                  </Link>
                  {details}
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
              {items.map((item) => (
                <BestCell key={item.id} best={isBest(row.key, item)}>
                  {row.show(item)}
                </BestCell>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A row's cell; holding the row's best value, highlighted and marked "Mejor". */
function BestCell({ best, children }: { best: boolean; children: ReactNode }) {
  const { t } = useT()
  return (
    <td
      className={cn('p-3 align-top text-ink-900', best && 'bg-brand-50 font-extrabold')}
      data-best={best || undefined}
    >
      {children}
      {best && (
        <span className="mt-1 block w-fit rounded-full bg-brand px-2 text-xs font-bold text-ink-900">
          {t('visitor.compare.best')}
        </span>
      )}
    </td>
  )
}
