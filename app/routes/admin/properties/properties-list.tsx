/** /admin/properties: the agency's listings with filters (status, type, municipality, code, adviser) and pages. */
import { Link, useSearchParams } from 'react-router'
import { columnsIn, DataTable, type Column } from '~/components/admin/data-table'
import { ListFilter, PageHeader } from '~/components/admin/page-header'
import { orgPage } from '~/routes/admin/org-page.server'
import { StatusBadge } from '~/components/admin/status-badge'
import { ButtonLink } from '~/components/ui/button'
import { Select, TextField } from '~/components/ui/field'
import { Thumb } from '~/components/ui/thumb'
import { keyIn } from '#i18n'
import { useT } from '~/lib/i18n'
import { findMunicipalityByCode, listFeaturedMunicipalities, listMunicipalities } from '#core/places'
import { PROPERTY_STATUSES } from '#core/listings/browser'
import {
  listListingsForAdmin,
  canCreateListings,
  ListingFilterSchema,
  priceFor,
  defaultOperation,
  photoSources,
} from '#core/listings'
import { formatCop } from '#core/shared/browser'
import { encodeId, parseInput } from '#core/shared'
import { parsedOr422 } from '#web/page'
import { listingOptions } from './listing-options.server'
import type { Route } from './+types/properties-list'

export async function loader({ request }: Route.LoaderArgs) {
  const { office, ctx } = await orgPage(request, 'properties')
  const { db } = ctx
  // The URL's filter, parsed once by the use case's schema; a malformed one is the 422 page.
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const filter = parsedOr422(() => parseInput(ListingFilterSchema, query), 'errors.bad_request')
  const result = await listListingsForAdmin(ctx, filter, { chosenCustomerId: office.chosenCustomerId })
  // The filter offers the Valle de Aburrá's department and the featured cities (not all 1,122).
  const medellin = await findMunicipalityByCode(db, '05001')
  const [options, antioquia, featured] = await Promise.all([
    listingOptions(ctx, office.chosenCustomerId),
    medellin ? listMunicipalities(db, { departmentId: medellin.departmentId }) : [],
    listFeaturedMunicipalities(db),
  ])
  const municipalities = [...new Map([...featured, ...antioquia].map((m) => [m.id, m])).values()].sort((a, b) =>
    a.displayName.localeCompare(b.displayName, 'es'),
  )
  return {
    rows: result.rows.map((r) => ({
      id: encodeId('property', r.id),
      code: r.code,
      title: r.title,
      // The smallest rendition of the cover: the list shows it at 64 px.
      thumb: r.coverKey ? (photoSources(r.coverKey, null)[0]?.url ?? null) : null,
      status: r.status,
      type: r.typeName,
      municipality: r.municipalityName,
      adviser: r.adviserName,
      agency: r.customerName,
      price: priceFor(r, defaultOperation(r.businessType)),
      updatedAt: r.updatedAt.toISOString().slice(0, 10),
    })),
    total: result.total,
    page: result.page,
    perPage: result.perPage,
    options,
    municipalities: municipalities.map((m) => ({ id: encodeId('municipality', m.id), name: m.displayName })),
    canCreate: canCreateListings(office.actor),
    manyAgencies: result.scope === 'all' || result.scope.length > 1,
  }
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

export default function PropertiesList({ loaderData: d }: Route.ComponentProps) {
  const { t } = useT()
  const [params] = useSearchParams()
  const none = (value: string | null) => value ?? '—'
  const columns: Column<Row>[] = [
    {
      key: 'photo',
      header: <span className="sr-only">{t('admin.properties.col.photo')}</span>,
      cell: (r) => <Thumb src={r.thumb} format="table" />,
      className: 'w-20',
    },
    ...columnsIn<Row>(t, 'admin.properties.col', {
      code: [
        (r) => (
          <Link to={`/admin/properties/${r.id}`} className="font-bold underline underline-offset-2">
            {r.code}
          </Link>
        ),
        'whitespace-nowrap',
      ],
      title: (r) => <span className="line-clamp-2">{r.title}</span>,
      type: (r) => r.type,
      municipality: (r) => none(r.municipality),
      price: [(r) => (r.price ? formatCop(r.price) : '—'), 'whitespace-nowrap'],
      status: (r) => <StatusBadge status={r.status} />,
      adviser: (r) => none(r.adviser),
      ...(d.manyAgencies ? { agency: (r: Row) => r.agency } : {}),
      updated: [(r) => r.updatedAt, 'whitespace-nowrap'],
    }),
  ]
  // The filter's lists: the field's name, its header's key and the options.
  const lists = [
    ['status', 'status', PROPERTY_STATUSES.map((s) => ({ id: s, name: t(`admin.status.${s}`) }))],
    ['property_type_id', 'type', d.options.types],
    ['municipality_id', 'municipality', d.municipalities],
    ['adviser_id', 'adviser', d.options.advisers],
  ] as const
  return (
    <>
      <PageHeader
        title={t('admin.properties.title')}
        actions={
          d.canCreate && (
            <div className="flex flex-wrap gap-2">
              <ButtonLink to="/admin/properties/import" size="sm" variant="secondary">
                {t('admin.import.open')}
              </ButtonLink>
              <ButtonLink to="/admin/properties/new" size="sm">
                {t('admin.properties.new')}
              </ButtonLink>
            </div>
          )
        }
      />
      <ListFilter
        label={t('admin.properties.filters')}
        apply={t('admin.properties.filter_apply')}
        clear={{ to: '/admin/properties', label: t('admin.properties.filter_clear') }}
        className="lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
      >
        {lists.map(([name, header, options]) => (
          <Select
            key={name}
            label={t(keyIn('admin.properties.col', header))}
            name={name}
            defaultValue={params.get(name) ?? ''}
          >
            <option value="">{t('admin.properties.any')}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
        ))}
        <TextField
          label={t('admin.properties.col.code')}
          name="code"
          defaultValue={params.get('code') ?? ''}
          containerClassName="col-span-2 lg:col-span-1"
        />
      </ListFilter>
      <DataTable columns={columns} rows={d.rows} rowKey={(r) => r.id} caption={t('admin.properties.title')} pages={d} />
    </>
  )
}
