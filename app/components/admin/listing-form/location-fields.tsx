/**
 * The listing form's location: department → municipality → barrio pickers (GET /api/places/*),
 * the address, and the coordinates typed or set with a map pin (Leaflet, loaded on demand).
 */
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../ui/button'
import { Select, TextField } from '../../ui/field'
import { Panel } from '../page-header'
import { useFieldset, type FieldsetProps, type Option } from './form-values'

interface Props extends FieldsetProps {
  departments: Option[]
  /** The municipalities and barrios of the chosen department and municipality, as the page loaded them. */
  places: { municipalities: Option[]; sectors: Option[] }
  map: { tileUrl: string; attribution: string; lat: number; lon: number }
  /** The street address field (a project's is its sales room's, in its own fieldset). */
  withAddress?: boolean
}

async function fetchPlaces(path: string): Promise<Option[]> {
  const res = await fetch(path, { headers: { accept: 'application/json' } })
  if (!res.ok) throw new Error(String(res.status))
  const body = (await res.json()) as { data: { id: string; name: string }[] }
  return body.data.map((d) => ({ id: d.id, name: d.name }))
}

export function LocationFields({ departments, places, map, withAddress = true, ...fieldset }: Props) {
  const { t, v, err, field } = useFieldset(fieldset)
  const [department, setDepartment] = useState(v('department_id'))
  const [municipality, setMunicipality] = useState(v('municipality_id'))
  const [municipalities, setMunicipalities] = useState(places.municipalities)
  const [sectors, setSectors] = useState(places.sectors)
  const [placeError, setPlaceError] = useState<string | null>(null)
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
  return (
    <Panel title={t('admin.properties.section.location')}>
      <div className="grid gap-3 sm:grid-cols-3">
        <Select
          {...field('department_id')}
          defaultValue={undefined}
          value={department}
          onChange={(e) => void pickDepartment(e.currentTarget.value)}
          placeholder={t('admin.properties.choose')}
          options={departments}
        />
        <Select
          {...field('municipality_id')}
          defaultValue={undefined}
          value={municipality}
          onChange={(e) => void pickMunicipality(e.currentTarget.value)}
          placeholder={t('admin.properties.choose')}
          options={municipalities}
        />
        <Select {...field('sector_id')} key={municipality} placeholder={t('admin.properties.none')} options={sectors} />
        {placeError && (
          <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-3">
            {placeError}
          </p>
        )}
        {withAddress && <TextField {...field('address')} containerClassName="sm:col-span-3" />}
        {(
          [
            ['lat', lat, setLat],
            ['lon', lon, setLon],
          ] as const
        ).map(([name, value, set]) => (
          <TextField
            key={name}
            label={t(`admin.properties.hint.${name}`)}
            name={name}
            inputMode="decimal"
            value={value}
            onChange={(e) => set(e.currentTarget.value)}
            error={err(name)}
          />
        ))}
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
  )
}
