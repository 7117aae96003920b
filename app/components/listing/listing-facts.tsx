/** The listing's key figures (area, estrato, rooms, parking, floor, age…) and its amenities. */
import type { ReactNode } from 'react'
import type { ListingDetail } from '#core/listings'
import { useT } from '~/lib/i18n'
import { formatArea } from './format'
import { IconArea, IconBath, IconBed, IconCar, IconCheck } from './listing-icons'
import { TitledSection } from '~/components/ui/titled-section'

export function ListingHighlights({ listing }: { listing: ListingDetail }) {
  const { t } = useT()
  const items: Array<{ icon: ReactNode; label: string; value: string }> = []
  if (listing.buildArea)
    items.push({
      icon: <IconArea className="size-5" />,
      label: t('listing.facts.build_area'),
      value: t('listing.facts.area_value', { value: formatArea(listing.buildArea) }),
    })
  if (listing.bedrooms != null)
    items.push({
      icon: <IconBed className="size-5" />,
      label: t('listing.facts.bedrooms'),
      value: String(listing.bedrooms),
    })
  if (listing.bathrooms != null)
    items.push({
      icon: <IconBath className="size-5" />,
      label: t('listing.facts.bathrooms'),
      value: String(listing.bathrooms),
    })
  if (listing.parking != null)
    items.push({
      icon: <IconCar className="size-5" />,
      label: t('listing.facts.parking'),
      value: String(listing.parking),
    })
  if (items.length === 0) return null
  return (
    <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2">
          <span className="text-ink">{item.icon}</span>
          <span className="min-w-0">
            <span className="block text-base leading-tight font-extrabold text-ink-900">{item.value}</span>
            <span className="block text-xs text-ink">{item.label}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

export function ListingFacts({ listing }: { listing: ListingDetail }) {
  const { t } = useT()
  const area = (v: number) => t('listing.facts.area_value', { value: formatArea(v) })
  const age = (years: number) =>
    years === 0
      ? t('listing.facts.age_new')
      : years === 1
        ? t('listing.facts.age_one')
        : t('listing.facts.age_value', { years })
  const rows: Array<[string, string | null]> = [
    [t('listing.facts.type'), listing.propertyType.name],
    [t('listing.facts.build_area'), listing.buildArea ? area(listing.buildArea) : null],
    [t('listing.facts.private_area'), listing.privateArea ? area(listing.privateArea) : null],
    [t('listing.facts.lot_area'), listing.lotArea ? area(listing.lotArea) : null],
    [t('listing.facts.stratum'), listing.stratum != null ? String(listing.stratum) : null],
    [t('listing.facts.bedrooms'), listing.bedrooms != null ? String(listing.bedrooms) : null],
    [t('listing.facts.bathrooms'), listing.bathrooms != null ? String(listing.bathrooms) : null],
    [t('listing.facts.parking'), listing.parking != null ? String(listing.parking) : null],
    [t('listing.facts.floor'), listing.floor != null ? String(listing.floor) : null],
    [t('listing.facts.age'), listing.age != null ? age(listing.age) : null],
    [t('listing.facts.code'), listing.code],
  ]
  return (
    <TitledSection id="facts-title" title={t('listing.facts.title')} className="mt-10">
      <dl className="mt-3 grid grid-cols-2 gap-x-6 sm:grid-cols-3">
        {rows
          .filter((row): row is [string, string] => row[1] != null)
          .map(([label, value]) => (
            <div key={label} className="border-b border-ink/10 py-2">
              <dt className="text-sm text-ink">{label}</dt>
              <dd className="font-bold text-ink-900">{value}</dd>
            </div>
          ))}
      </dl>
      {listing.features.length > 0 && (
        <>
          <h3 className="mt-8 text-lg font-extrabold text-ink-900">{t('listing.features')}</h3>
          <CheckList items={listing.features} />
        </>
      )}
    </TitledSection>
  )
}

/** Amenities ticked off in two or three columns (a listing's features, a project's amenities). */
export function CheckList({ items }: { items: ReadonlyArray<{ id?: string; slug?: string; name: string }> }) {
  return (
    <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
      {items.map((f) => (
        <li key={f.id ?? f.slug ?? f.name} className="flex items-center gap-2 text-ink-900">
          <IconCheck className="size-5 shrink-0 text-emerald-700" />
          {f.name}
        </li>
      ))}
    </ul>
  )
}
