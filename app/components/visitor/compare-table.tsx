/**
 * Listings side by side (photo, price, administración, monthly total, price per m², areas,
 * estrato, rooms, parking, the rental requirements when one of them is for rent, features,
 * agency), the best value of each row highlighted: the
 * comparison page's table, and a shared comparison's (/s/{token}), read-only there.
 */
import type { ReactNode } from 'react'
import { formatArea } from '~/components/listing/format'
import { useT } from '~/lib/i18n'
import { formatCop } from '#core/shared/browser'
import { hasStatedRequirements, type RentalRequirementsJson } from '#core/listings/browser'
import { COMPARE_ROWS, type CompareRowKey } from '#core/visitor/browser'
import { CompareGrid, type CompareTableProps } from './compare-grid'
import type { ComparisonItem } from '#core/visitor'

interface Row {
  key: CompareRowKey | 'guarantees' | 'min_term' | 'pets' | 'furnished' | 'agency'
  label: string
  show: (i: ComparisonItem) => ReactNode
}

export function CompareTable(props: CompareTableProps<ComparisonItem, CompareRowKey>) {
  const { items } = props
  const { t } = useT()
  const none = t('visitor.compare.none')
  const money = (v: number | null) => (v == null ? none : formatCop(v))
  const area = (v: number | null) => (v == null ? none : t('visitor.compare.area', { value: formatArea(v) }))
  const num = (v: number | null) => (v == null ? none : String(v))
  const price = COMPARE_ROWS.price.value
  const list = (values: string[]) => (
    <ul className="flex flex-col gap-0.5">
      {values.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  )
  const ask = t('visitor.compare.ask')
  const yesNo = (on: boolean) => t(on ? 'visitor.compare.yes' : 'visitor.compare.no')
  const months = (n: number) => (n === 1 ? t('visitor.compare.month_one') : t('visitor.compare.months', { n }))
  /**
   * A rental requirement's cell: nothing for a listing only for sale; when the agency stated no
   * requirement, what its amenities affirm or "ask the agency" (never a "no" nobody said).
   */
  const rental =
    (show: (r: RentalRequirementsJson, stated: boolean) => ReactNode) =>
    (i: ComparisonItem): ReactNode => {
      const r = i.rentalRequirements
      return r ? show(r, hasStatedRequirements(r)) : none
    }
  const rentalRows: Row[] = items.some((i) => i.rentalRequirements)
    ? [
        {
          key: 'guarantees',
          label: t('visitor.compare.rows.guarantees'),
          show: rental((r, stated) =>
            r.guarantees.length
              ? list(r.guarantees.map((g) => t(`listing.rental.guarantee.${g}`)))
              : stated
                ? none
                : ask,
          ),
        },
        {
          key: 'min_term',
          label: t('visitor.compare.rows.min_term'),
          show: rental((r, stated) => (r.min_term_months != null ? months(r.min_term_months) : stated ? none : ask)),
        },
        {
          key: 'pets',
          label: t('visitor.compare.rows.pets'),
          show: rental((r, stated) => (stated || r.pets_allowed ? yesNo(r.pets_allowed) : ask)),
        },
        {
          key: 'furnished',
          label: t('visitor.compare.rows.furnished'),
          show: rental((r, stated) => (stated || r.furnished ? yesNo(r.furnished) : ask)),
        },
      ]
    : []

  const rows: Row[] = [
    {
      key: 'price',
      label: t('visitor.compare.rows.price'),
      show: (i) =>
        `${money(price(i))}${i.operation === 'rent' && price(i) != null ? t('listing.price.per_month') : ''}`,
    },
    { key: 'admin', label: t('visitor.compare.rows.admin'), show: (i) => money(i.adminPrice) },
    { key: 'monthly_total', label: t('visitor.compare.rows.monthly_total'), show: (i) => money(i.monthlyTotal) },
    { key: 'price_per_m2', label: t('visitor.compare.rows.price_per_m2'), show: (i) => money(i.pricePerM2) },
    { key: 'build_area', label: t('visitor.compare.rows.build_area'), show: (i) => area(i.buildArea) },
    { key: 'private_area', label: t('visitor.compare.rows.private_area'), show: (i) => area(i.privateArea) },
    { key: 'lot_area', label: t('visitor.compare.rows.lot_area'), show: (i) => area(i.lotArea) },
    { key: 'stratum', label: t('visitor.compare.rows.stratum'), show: (i) => num(i.stratum) },
    { key: 'bedrooms', label: t('visitor.compare.rows.bedrooms'), show: (i) => num(i.bedrooms) },
    { key: 'bathrooms', label: t('visitor.compare.rows.bathrooms'), show: (i) => num(i.bathrooms) },
    { key: 'parking', label: t('visitor.compare.rows.parking'), show: (i) => num(i.parking) },
    ...rentalRows,
    {
      key: 'features',
      label: t('visitor.compare.rows.features'),
      show: (i) => (i.features.length ? list(i.features) : none),
    },
  ]

  const agencyRow: Row = {
    key: 'agency',
    label: t('visitor.compare.rows.agency'),
    show: (i) => i.agencyName,
  }
  return (
    <CompareGrid
      {...props}
      rows={[...rows, agencyRow]}
      criteria={COMPARE_ROWS}
      column={(item) => ({
        code: item.code,
        to: item.path,
        photo: item.photo,
        name: item.title,
        details: (
          <>
            <span className="block text-ink">
              {item.municipalityName
                ? t('visitor.compare.item', { type: item.typeName, municipality: item.municipalityName })
                : item.typeName}
            </span>
            <span className="block text-ink">{t('visitor.compare.code', { code: item.code })}</span>
          </>
        ),
        removeLabel: t('visitor.compare.remove_item', { code: item.code }),
      })}
    />
  )
}
