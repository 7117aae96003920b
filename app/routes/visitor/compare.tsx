/**
 * /properties/compare: up to 4 listings side by side (photo, price, administración,
 * monthly total, price per m², areas, estrato, rooms, parking, the rental requirements when
 * one of them is for rent, features), the best value of each row highlighted. Signed-in
 * visitors see their account's list; others the list kept in this browser (wi_compare
 * cookie). Fewer than two: "Se necesitan al menos 2 inmuebles para comparar".
 */
import { useEffect, type ReactNode } from 'react'
import { Link, useRevalidator } from 'react-router'
import { useShellData } from '~/components/shell/shell-data'
import { ButtonLink } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { useToast } from '~/components/ui/toast'
import { formatArea } from '~/components/listing/format'
import { mergeLocalCompare, readLocalCompare, toggleCompare, useVisitorState } from '~/components/visitor/visitor-store'
import { localeFromPath, translate } from '~/i18n'
import { useT } from '~/lib/i18n'
import { readCookie } from '#core/accounts'
import { formatCop } from '#core/shared/browser'
import { hasStatedRequirements, type RentalRequirementsJson } from '#core/listings/browser'
import { COMPARE_ROWS, type CompareRowKey } from '#core/visitor/browser'
import { COMPARE_LIMIT, COMPARE_MIN, comparisonPage, type ComparisonItem } from '#core/visitor'
import { pageContext } from '#web/page'
import type { Route } from './+types/compare'

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = await pageContext(request)
  const browserIds = (readCookie(request.headers.get('cookie'), 'wi_compare') ?? '').split(',').filter(Boolean)
  const page = await comparisonPage(ctx, browserIds)
  return { ...page, limit: COMPARE_LIMIT, min: COMPARE_MIN }
}

export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname)
  return [
    { title: `${translate(locale, 'visitor.compare.title')} | ${translate(locale, 'brand')}` },
    { name: 'robots', content: 'noindex' },
  ]
}

interface Row {
  key: CompareRowKey | 'guarantees' | 'min_term' | 'pets' | 'furnished'
  label: string
  show: (i: ComparisonItem) => ReactNode
}

const isCriterion = (key: Row['key']): key is CompareRowKey => Object.hasOwn(COMPARE_ROWS, key)

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { items, local, limit, min, best } = loaderData
  const { t, href } = useT()
  const toast = useToast()
  const revalidator = useRevalidator()
  const signedIn = !!useShellData()?.user
  useVisitorState(signedIn)

  // A comparison built before signing in joins the account, then the page reloads its data.
  useEffect(() => {
    if (signedIn && readLocalCompare().length > 0)
      void mergeLocalCompare().then((merged) => {
        if (merged) void revalidator.revalidate()
      })
  }, [signedIn])

  const none = t('visitor.compare.none')
  const money = (v: number | null) => (v == null ? none : formatCop(v))
  const area = (v: number | null) => (v == null ? none : t('visitor.compare.area', { value: formatArea(v) }))
  const num = (v: number | null) => (v == null ? none : String(v))
  const price = COMPARE_ROWS.price.value
  const list = (items: string[]) => (
    <ul className="flex flex-col gap-0.5">
      {items.map((f) => (
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
    {
      key: 'admin',
      label: t('visitor.compare.rows.admin'),
      show: (i) => money(i.adminPrice),
    },
    {
      key: 'monthly_total',
      label: t('visitor.compare.rows.monthly_total'),
      show: (i) => money(i.monthlyTotal),
    },
    {
      key: 'price_per_m2',
      label: t('visitor.compare.rows.price_per_m2'),
      show: (i) => money(i.pricePerM2),
    },
    {
      key: 'build_area',
      label: t('visitor.compare.rows.build_area'),
      show: (i) => area(i.buildArea),
    },
    {
      key: 'private_area',
      label: t('visitor.compare.rows.private_area'),
      show: (i) => area(i.privateArea),
    },
    {
      key: 'lot_area',
      label: t('visitor.compare.rows.lot_area'),
      show: (i) => area(i.lotArea),
    },
    {
      key: 'stratum',
      label: t('visitor.compare.rows.stratum'),
      show: (i) => num(i.stratum),
    },
    {
      key: 'bedrooms',
      label: t('visitor.compare.rows.bedrooms'),
      show: (i) => num(i.bedrooms),
    },
    {
      key: 'bathrooms',
      label: t('visitor.compare.rows.bathrooms'),
      show: (i) => num(i.bathrooms),
    },
    {
      key: 'parking',
      label: t('visitor.compare.rows.parking'),
      show: (i) => num(i.parking),
    },
    ...rentalRows,
    {
      key: 'features',
      label: t('visitor.compare.rows.features'),
      show: (i) => (i.features.length ? list(i.features) : none),
    },
  ]

  const remove = async (id: string) => {
    const result = await toggleCompare(signedIn, id)
    if (result === 'removed') toast.success(t('toast.saved'))
    else toast.error(t('toast.save_error'))
    void revalidator.revalidate()
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">{t('visitor.compare.title')}</h1>
      <p className="mt-1 text-ink">{t('visitor.compare.intro', { limit })}</p>
      {local && items.length > 0 && <p className="mt-2 text-sm text-ink">{t('visitor.compare.local_note')}</p>}

      {items.length < min && (
        <div
          className="mt-6 rounded-xl border border-brand-600/40 bg-brand-50 p-5"
          role="status"
          data-testid="compare-min"
        >
          <p className="font-bold text-ink-900">{t('validation.compare_min')}</p>
          <p className="mt-1 text-sm text-ink">
            {items.length === 0 ? t('visitor.compare.empty') : t('errors.compare_not_enough')}
          </p>
          <ButtonLink to={href('/properties/search')} className="mt-4" size="sm">
            {t('visitor.compare.search')}
          </ButtonLink>
        </div>
      )}

      {items.length > 0 && (
        <div
          className="mt-6 overflow-x-auto rounded-xl border border-ink/10 bg-white shadow-sm"
          data-testid="compare-table"
        >
          <table className="w-full min-w-[36rem] border-collapse text-sm">
            <caption className="sr-only">{t('visitor.compare.title')}</caption>
            <thead>
              <tr>
                <th
                  scope="col"
                  className="sticky left-0 z-10 w-32 bg-white p-3 text-left align-bottom text-xs font-bold tracking-wide text-ink uppercase sm:w-44"
                >
                  <span className="sr-only">{t('visitor.compare.rows.photo')}</span>
                </th>
                {items.map((item) => (
                  <th
                    key={item.id}
                    scope="col"
                    className="min-w-44 p-3 text-left align-top font-normal"
                    data-testid="compare-column"
                    data-code={item.code}
                  >
                    <Link to={item.path} className="group block">
                      {item.photo ? (
                        <img
                          src={item.photo}
                          alt=""
                          width={480}
                          height={320}
                          loading="lazy"
                          className="aspect-[3/2] w-full rounded-lg bg-ink/10 object-cover"
                        />
                      ) : (
                        <span aria-hidden="true" className="block aspect-[3/2] w-full rounded-lg bg-ink/10" />
                      )}
                      <span className="mt-2 line-clamp-2 block font-extrabold text-ink-900 group-hover:underline">
                        {item.title}
                      </span>
                    </Link>
                    <span className="block text-ink">
                      {item.municipalityName
                        ? t('visitor.compare.item', { type: item.typeName, municipality: item.municipalityName })
                        : item.typeName}
                    </span>
                    <span className="block text-ink">{t('visitor.compare.code', { code: item.code })}</span>
                    <button
                      type="button"
                      onClick={() => remove(item.id)}
                      className="mt-2 min-h-9 rounded-lg px-2 text-sm font-bold text-red-700 underline-offset-2 hover:bg-red-50 hover:underline"
                      aria-label={t('visitor.compare.remove_item', { code: item.code })}
                    >
                      {t('visitor.compare.remove')}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const rowBest = isCriterion(row.key) ? best[row.key] : undefined
                return (
                  <tr key={row.key} className="border-t border-ink/10" data-row={row.key}>
                    <th
                      scope="row"
                      className="sticky left-0 z-10 bg-white p-3 text-left align-top font-bold text-ink-900"
                    >
                      {row.label}
                    </th>
                    {items.map((item) => {
                      const isBest =
                        rowBest != null && isCriterion(row.key) && COMPARE_ROWS[row.key].value(item) === rowBest
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
                )
              })}
              <tr className="border-t border-ink/10">
                <th scope="row" className="sticky left-0 z-10 bg-white p-3 text-left align-top font-bold text-ink-900">
                  {t('visitor.compare.rows.agency')}
                </th>
                {items.map((item) => (
                  <td key={item.id} className="p-3 align-top text-ink-900">
                    {item.agencyName}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
