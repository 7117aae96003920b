/**
 * "Requisitos para arrendar" on a rent listing: the guarantees the agency accepts, the minimum
 * term, pets, furniture and the documents it asks for. When the agency stated none of the
 * guarantees, documents or term, the block says to ask the agency and shows only what the
 * listing's amenities affirm (never "no pets" from a box nobody ticked).
 */
import type { ReactNode } from 'react'
import { hasStatedRequirements, type RentalRequirementsJson } from '#core/listings/browser'
import { useT } from '~/lib/i18n'
import { cn } from '../ui/cn'

export function RentalRequirements({ requirements: r }: { requirements: RentalRequirementsJson }) {
  const { t } = useT()
  const stated = hasStatedRequirements(r)
  // Short answers (pets, furniture) pair up on a phone; lists and sentences take the whole width.
  const rows: Array<{ key: string; label: string; value: ReactNode; wide?: boolean }> = []
  if (r.guarantees.length)
    rows.push({
      key: 'guarantees',
      label: t(r.guarantees.length > 1 ? 'listing.rental.guarantees_label' : 'listing.rental.guarantee_label'),
      value: <Lines items={r.guarantees.map((g) => t(`listing.rental.guarantee.${g}`))} />,
      wide: true,
    })
  if (r.min_term_months != null)
    rows.push({
      key: 'term',
      label: t('listing.rental.term_label'),
      value:
        r.min_term_months === 1
          ? t('listing.rental.min_term_one')
          : t('listing.rental.min_term', { months: r.min_term_months }),
      wide: true,
    })
  if (stated || r.pets_allowed)
    rows.push({
      key: 'pets',
      label: t('listing.rental.pets_label'),
      value: t(r.pets_allowed ? 'listing.rental.pets_yes' : 'listing.rental.pets_no'),
    })
  if (stated || r.furnished)
    rows.push({
      key: 'furnished',
      label: t('listing.rental.furnished_label'),
      value: t(r.furnished ? 'listing.rental.furnished_yes' : 'listing.rental.furnished_no'),
    })
  if (r.documents.length)
    rows.push({
      key: 'documents',
      label: t('listing.rental.documents_label'),
      value: <Lines items={r.documents.map((d) => t(`listing.rental.document.${d}`))} columns />,
      wide: true,
    })

  return (
    <section
      aria-labelledby="rental-title"
      className="mt-10 rounded-xl border border-ink/15 bg-white p-5 shadow-sm"
      data-testid="rental-requirements"
    >
      <h2 id="rental-title" className="text-xl font-extrabold text-ink-900">
        {t('listing.rental.title')}
      </h2>
      {!stated && <p className="mt-2 text-ink-900">{t('listing.rental.ask')}</p>}
      {rows.length > 0 && (
        <dl className="mt-3 grid grid-cols-2 gap-x-6">
          {rows.map((row) => (
            <div
              key={row.key}
              className={cn(
                'border-t border-ink/10 py-2',
                row.wide && 'col-span-2',
                row.wide && row.key !== 'documents' && 'sm:col-span-1',
              )}
              data-requirement={row.key}
            >
              <dt className="text-sm text-ink">{row.label}</dt>
              <dd className="font-bold text-ink-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}

function Lines({ items, columns = false }: { items: string[]; columns?: boolean }) {
  if (items.length === 1) return <>{items[0]}</>
  return (
    <ul className={cn('grid gap-x-6 gap-y-0.5', columns && 'sm:grid-cols-2')}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
