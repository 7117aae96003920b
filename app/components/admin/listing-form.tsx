/**
 * The back-office listing form (create and edit): every field of DESIGN §3, department →
 * municipality → barrio pickers (GET /api/places/*), a map pin (Leaflet, loaded on demand),
 * amenities with the multi-select limit, the rental requirements of a listing for rent, and
 * one submit button per allowed action.
 */
import { useEffect, useRef, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { useT } from '~/lib/i18n'
import { Button } from '../ui/button'
import { Select, TextArea, TextField } from '../ui/field'
import { Panel } from './page-header'
import { RentalRequirementsFields } from './rental-requirements-fields'
import { BUSINESS_TYPES, FURNISHED_FEATURE, PETS_FEATURE } from '#core/listings/browser'

type Option = { id: string; name: string }
export interface ListingFormValues {
  [field: string]: string | number | string[] | null | undefined
}

interface Props {
  values: ListingFormValues
  errors: Record<string, string>
  /** Why the last submit was refused; shown beside the buttons, so it is in view wherever the person is. */
  message?: string
  options: {
    types: (Option & { slug: string })[]
    features: (Option & { slug: string })[]
    advisers: (Option & { customerId: string })[]
    customers: Option[]
    departments: Option[]
  }
  places: { municipalities: Option[]; sectors: Option[] }
  actions: string[]
  isNew: boolean
  maxFeatures: number
  map: { tileUrl: string; attribution: string; lat: number; lon: number }
}

/** The form's id: the edit page's status buttons (publish, …) submit it, so a refusal sends back what was typed. */
export const LISTING_FORM_ID = 'listing-form'

async function fetchPlaces(path: string): Promise<Option[]> {
  const res = await fetch(path, { headers: { accept: 'application/json' } })
  if (!res.ok) throw new Error(String(res.status))
  const body = (await res.json()) as { data: { id: string; name: string }[] }
  return body.data.map((d) => ({ id: d.id, name: d.name }))
}

export function ListingForm({ values, errors, message, options, places, actions, isNew, maxFeatures, map }: Props) {
  const { t } = useT()
  const busy = useNavigation().state === 'submitting'
  const v = (k: string) => (values[k] == null ? '' : String(values[k]))
  const err = (k: string) => errors[k]
  const [business, setBusiness] = useState(v('business_type') || 'rent')
  const [typeId, setTypeId] = useState(v('property_type_id'))
  const [department, setDepartment] = useState(v('department_id'))
  const [municipality, setMunicipality] = useState(v('municipality_id'))
  const [municipalities, setMunicipalities] = useState(places.municipalities)
  const [sectors, setSectors] = useState(places.sectors)
  const [placeError, setPlaceError] = useState<string | null>(null)
  const [features, setFeatures] = useState<string[]>((values.feature_ids as string[] | undefined) ?? [])
  const [lat, setLat] = useState(v('lat'))
  const [lon, setLon] = useState(v('lon'))
  const mapBox = useRef<HTMLDivElement>(null)
  const [showMap, setShowMap] = useState(false)

  useEffect(() => {
    if (!showMap || !mapBox.current) return
    let remove: (() => void) | undefined
    void import('./pin-map.client').then(({ mountPinMap }) => {
      if (!mapBox.current) return
      const hasPin = !!lat && !!lon
      remove = mountPinMap(mapBox.current, {
        lat: hasPin ? Number(lat) : map.lat,
        lon: hasPin ? Number(lon) : map.lon,
        hasPin,
        tileUrl: map.tileUrl,
        attribution: map.attribution,
        onMove: (a, b) => {
          setLat(String(a))
          setLon(String(b))
        },
      })
    })
    return () => remove?.()
  }, [showMap])

  async function pickDepartment(id: string) {
    setDepartment(id)
    setMunicipality('')
    setSectors([])
    setMunicipalities([])
    if (!id) return
    try {
      setMunicipalities(await fetchPlaces(`/api/places/municipalities?department_id=${encodeURIComponent(id)}`))
      setPlaceError(null)
    } catch {
      setPlaceError(t('errors.load_municipalities'))
    }
  }
  async function pickMunicipality(id: string) {
    setMunicipality(id)
    setSectors([])
    if (!id) return
    try {
      setSectors(await fetchPlaces(`/api/places/sectors?municipality_id=${encodeURIComponent(id)}`))
      setPlaceError(null)
    } catch {
      setPlaceError(t('errors.load_data'))
    }
  }
  const featureLimitReached = features.length >= maxFeatures
  // `on` is read in the handler: React clears currentTarget before a queued updater runs.
  const tickFeature = (id: string, on: boolean) =>
    setFeatures((cur) => (on ? [...cur, id] : cur.filter((x) => x !== id)))
  const forRent = business !== 'sale'
  // Pets allowed and furnished are amenities; for a rental they sit with its requirements instead.
  const isFlag = (f: { slug: string }) => f.slug === PETS_FEATURE || f.slug === FURNISHED_FEATURE
  const amenities = forRent ? options.features.filter((f) => !isFlag(f)) : options.features
  const list = (k: string) => {
    const value = values[k]
    return Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []
  }

  const submit = (
    intent: string,
    label: string,
    variant: 'primary' | 'secondary' | 'ghost' | 'danger' = 'secondary',
  ) => (
    <Button
      key={intent}
      type="submit"
      name="intent"
      value={intent}
      variant={variant}
      busy={busy}
      formNoValidate={intent !== 'save_publish'}
    >
      {label}
    </Button>
  )

  return (
    <Form method="post" id={LISTING_FORM_ID} className="flex flex-col gap-4" noValidate>
      <Panel title={t('admin.properties.section.basics')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {isNew && options.customers.length > 1 && (
            <Select
              label={t('admin.properties.field.customer_id')}
              name="customer_id"
              defaultValue={v('customer_id')}
              error={err('customer_id')}
              required
            >
              <option value="">{t('admin.properties.choose')}</option>
              {options.customers.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </Select>
          )}
          <TextField
            label={t('admin.properties.field.code')}
            name="code"
            defaultValue={v('code')}
            error={err('code')}
            hint={isNew ? t('admin.properties.hint.code') : undefined}
          />
          <TextField
            label={t('admin.properties.field.agency_code')}
            name="agency_code"
            defaultValue={v('agency_code')}
            error={err('agency_code')}
          />
          <Select
            label={t('admin.properties.field.property_type_id')}
            name="property_type_id"
            value={typeId}
            onChange={(e) => setTypeId(e.currentTarget.value)}
            error={err('property_type_id')}
            required
          >
            <option value="">{t('admin.properties.choose')}</option>
            {options.types.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
          <Select
            label={t('admin.properties.field.business_type')}
            name="business_type"
            value={business}
            onChange={(e) => setBusiness(e.currentTarget.value)}
            error={err('business_type')}
            required
          >
            {BUSINESS_TYPES.map((b) => (
              <option key={b} value={b}>
                {t(`admin.business.${b}`)}
              </option>
            ))}
          </Select>
          <TextField
            label={t('admin.properties.field.title')}
            name="title"
            defaultValue={v('title')}
            error={err('title')}
            containerClassName="sm:col-span-2"
            maxLength={160}
          />
          <TextArea
            label={t('admin.properties.field.description')}
            name="description"
            defaultValue={v('description')}
            error={err('description')}
            containerClassName="sm:col-span-2"
            rows={6}
          />
          <Select
            label={t('admin.properties.field.adviser_id')}
            name="adviser_id"
            defaultValue={v('adviser_id')}
            error={err('adviser_id')}
          >
            <option value="">{t('admin.properties.none')}</option>
            {options.advisers.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
        </div>
      </Panel>
      <Panel title={t('admin.properties.section.prices')}>
        <div className="grid gap-3 sm:grid-cols-3">
          {business !== 'sale' && (
            <TextField
              label={t('admin.properties.field.rent_price')}
              name="rent_price"
              inputMode="numeric"
              defaultValue={v('rent_price')}
              error={err('rent_price')}
            />
          )}
          {business !== 'rent' && (
            <TextField
              label={t('admin.properties.field.sale_price')}
              name="sale_price"
              inputMode="numeric"
              defaultValue={v('sale_price')}
              error={err('sale_price')}
            />
          )}
          <TextField
            label={t('admin.properties.field.admin_price')}
            name="admin_price"
            inputMode="numeric"
            defaultValue={v('admin_price')}
            error={err('admin_price')}
          />
        </div>
      </Panel>
      <Panel title={t('admin.properties.section.details')}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            ['build_area', 'private_area', 'lot_area', 'bedrooms', 'bathrooms', 'parking', 'floor', 'age'] as const
          ).map((f) => (
            <TextField
              key={f}
              label={t(`admin.properties.field.${f}`)}
              name={f}
              inputMode={f.endsWith('area') ? 'decimal' : 'numeric'}
              defaultValue={v(f)}
              error={err(f)}
            />
          ))}
          <Select
            label={t('admin.properties.field.stratum')}
            name="stratum"
            defaultValue={v('stratum')}
            error={err('stratum')}
          >
            <option value="">—</option>
            {[1, 2, 3, 4, 5, 6].map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </div>
      </Panel>
      <Panel title={t('admin.properties.section.features')}>
        <fieldset>
          <legend className="mb-2 text-sm text-ink">
            {t('admin.properties.hint.features', { limit: maxFeatures })}
          </legend>
          <div className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3">
            {amenities.map((f) => {
              const checked = features.includes(f.id)
              return (
                <label key={f.id} className="flex min-h-7 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="feature_ids"
                    value={f.id}
                    checked={checked}
                    disabled={!checked && featureLimitReached}
                    onChange={(e) => tickFeature(f.id, e.currentTarget.checked)}
                    className="size-4 accent-ink"
                  />
                  {f.name}
                </label>
              )
            })}
          </div>
          {(featureLimitReached || err('feature_ids')) && (
            <p className="mt-2 text-sm font-semibold text-red-700" role="status">
              {err('feature_ids') ?? t('validation.limit_reached', { limit: maxFeatures })}
            </p>
          )}
        </fieldset>
      </Panel>
      {forRent && (
        <RentalRequirementsFields
          guarantees={list('rental_guarantees')}
          documents={list('rental_documents')}
          minTermMonths={v('rental_min_term_months')}
          errors={errors}
          typeSlug={options.types.find((o) => o.id === typeId)?.slug ?? null}
          flags={options.features.filter(isFlag)}
          features={features}
          onFeature={tickFeature}
          featureLimitReached={featureLimitReached}
        />
      )}
      <Panel title={t('admin.properties.section.location')}>
        <div className="grid gap-3 sm:grid-cols-3">
          <Select
            label={t('admin.properties.field.department_id')}
            name="department_id"
            value={department}
            onChange={(e) => void pickDepartment(e.currentTarget.value)}
            error={err('department_id')}
          >
            <option value="">{t('admin.properties.choose')}</option>
            {options.departments.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
          <Select
            label={t('admin.properties.field.municipality_id')}
            name="municipality_id"
            value={municipality}
            onChange={(e) => void pickMunicipality(e.currentTarget.value)}
            error={err('municipality_id')}
          >
            <option value="">{t('admin.properties.choose')}</option>
            {municipalities.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
          <Select
            label={t('admin.properties.field.sector_id')}
            name="sector_id"
            defaultValue={v('sector_id')}
            key={municipality}
            error={err('sector_id')}
          >
            <option value="">{t('admin.properties.none')}</option>
            {sectors.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
          {placeError && (
            <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-3">
              {placeError}
            </p>
          )}
          <TextField
            label={t('admin.properties.field.address')}
            name="address"
            defaultValue={v('address')}
            error={err('address')}
            containerClassName="sm:col-span-3"
          />
          <TextField
            label={t('admin.properties.hint.lat')}
            name="lat"
            inputMode="decimal"
            value={lat}
            onChange={(e) => setLat(e.currentTarget.value)}
            error={err('lat')}
          />
          <TextField
            label={t('admin.properties.hint.lon')}
            name="lon"
            inputMode="decimal"
            value={lon}
            onChange={(e) => setLon(e.currentTarget.value)}
            error={err('lon')}
          />
          <div className="flex items-end">
            <Button variant="ghost" onClick={() => setShowMap(true)} disabled={showMap}>
              {t('admin.properties.field.coordinates')}
            </Button>
          </div>
          {showMap && (
            <div className="sm:col-span-3">
              <p className="mb-2 text-sm">{t('admin.properties.hint.map')}</p>
              <div ref={mapBox} className="h-72 w-full rounded-xl border border-ink/20" />
            </div>
          )}
        </div>
      </Panel>
      <div className="sticky bottom-0 z-10 flex flex-col gap-2 rounded-2xl border border-ink/10 bg-white p-3 shadow-md">
        {message && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 font-semibold text-red-800">
            {message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {isNew && submit('save_draft', t('admin.properties.action.save_draft'), 'primary')}
          {!isNew && actions.includes('update') && submit('save', t('admin.properties.action.save'), 'primary')}
          {!isNew &&
            actions.includes('update') &&
            (actions.includes('publish') || actions.includes('republish')) &&
            submit('save_publish', t('admin.properties.action.save_publish'))}
        </div>
      </div>
    </Form>
  )
}
