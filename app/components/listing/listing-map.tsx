/**
 * The approximate location: without JavaScript (and until the map loads) a text with the
 * barrio and municipality and a link to OpenStreetMap; with it, a Leaflet map with a
 * circle of ~300 m, loaded when the section scrolls into view or on "Ver mapa".
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useT } from '~/lib/i18n'
import { buttonClass } from '../ui/button'
import { IconPin } from './listing-icons'
import { TitledSection } from '~/components/ui/titled-section'
import { OutsideLink } from '~/components/ui/outside-link'
import { MapCanvas } from '../map/map-canvas'

interface Props {
  location: { lat: number; lon: number; radiusM: number } | null
  place: string
  tileUrl: string
  attribution: string
}

type State = 'idle' | 'loading' | 'ready' | 'error'

export function ListingMap({ location, place, tileUrl, attribution }: Props) {
  const { t } = useT()
  const section = useRef<HTMLElement>(null)
  const canvas = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<State>('idle')
  const [hydrated, setHydrated] = useState(false)
  const started = useRef(false)

  const load = useCallback(async () => {
    if (started.current || !location || !canvas.current) return
    started.current = true
    setState('loading')
    try {
      const { mountMap } = await import('./listing-map.client')
      if (!canvas.current) return
      mountMap(canvas.current, { ...location, tileUrl, attribution })
      setState('ready')
    } catch {
      started.current = false
      setState('error')
    }
  }, [location, tileUrl, attribution])

  useEffect(() => {
    setHydrated(true)
    const el = section.current
    if (!el || !location || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          void load()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [location, load])

  const osm = location
    ? `https://www.openstreetmap.org/?mlat=${location.lat}&mlon=${location.lon}#map=16/${location.lat}/${location.lon}`
    : null

  return (
    <TitledSection id="listing-map-title" title={t('listing.map.title')} ref={section} className="mt-10">
      <p className="mt-1 flex items-center gap-1 font-semibold text-ink-900">
        <IconPin className="size-5 shrink-0 text-ink" />
        {place}
      </p>
      {location ? (
        <>
          <p className="mt-1 text-sm text-ink">{t('listing.map.note', { radius: location.radiusM })}</p>
          <MapCanvas kind="listing" canvas={canvas} label={t('listing.map.label')} ready={state === 'ready'}>
            <MapStatus state={state} hydrated={hydrated} osm={osm} onShow={() => void load()} />
          </MapCanvas>
        </>
      ) : (
        <p className="mt-2 text-ink">{t('listing.map.none')}</p>
      )}
    </TitledSection>
  )
}

/** What the map's place says until the map is drawn: loading or failed, and how to show it. */
function MapStatus({
  state,
  hydrated,
  osm,
  onShow,
}: {
  state: State
  hydrated: boolean
  osm: string | null
  onShow: () => void
}) {
  const { t } = useT()
  return (
    <>
      <span aria-hidden="true" className="size-24 rounded-full border-2 border-ink bg-brand/40" />
      {state === 'loading' && <p className="font-semibold text-ink-900">{t('listing.map.loading')}</p>}
      {state === 'error' && <p className="font-semibold text-red-800">{t('listing.map.error')}</p>}
      {hydrated && state !== 'loading' ? (
        <button type="button" onClick={onShow} className={buttonClass('secondary', 'sm')}>
          {t('listing.map.show')}
        </button>
      ) : (
        !hydrated &&
        osm && (
          <OutsideLink href={osm} className="font-bold text-ink-900 underline">
            {t('listing.map.show')}
          </OutsideLink>
        )
      )}
    </>
  )
}
