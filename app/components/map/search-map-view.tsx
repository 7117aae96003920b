/**
 * The map view of the current search (listings or projects). Rendered only when the visitor asks
 * for it: then it fetches the located results from `endpoint` and loads Leaflet. The list
 * stays usable (and is the only view without JavaScript).
 */
import { useEffect, useRef, useState } from 'react'
import { formatCop } from '#core/shared/browser'
import { useT } from '~/lib/i18n'
import { TitledSection } from '~/components/ui/titled-section'
import { MapCanvas } from './map-canvas'

export interface SearchMapProps {
  endpoint: '/api/properties/search/map' | '/api/projects/search/map'
  /** A popup's link text ("Ver inmueble", "Ver proyecto"). */
  openLabel: string
  query: string
  tileUrl: string
  attribution: string
  limit: number
}

type State = 'loading' | 'ready' | 'error'

export default function SearchMapView({ endpoint, openLabel, query, tileUrl, attribution, limit }: SearchMapProps) {
  const { t, locale } = useT()
  const canvas = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<State>('loading')

  useEffect(() => {
    let cancelled = false
    let unmount: (() => void) | undefined
    setState('loading')
    const params = new URLSearchParams(query)
    params.delete('view')
    params.delete('page')
    if (locale === 'en') params.set('lang', 'en')
    Promise.all([
      fetch(`${endpoint}?${params}`).then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status))))),
      import('./search-map.client'),
    ])
      .then(async ([body, { mountSearchMap }]) => {
        if (cancelled || !canvas.current) return
        unmount = await mountSearchMap(canvas.current, {
          points: body.data,
          tileUrl,
          attribution,
          openLabel,
          formatPrice: formatCop,
        })
        if (cancelled) unmount()
        else setState('ready')
      })
      .catch(() => !cancelled && setState('error'))
    return () => {
      cancelled = true
      unmount?.()
    }
  }, [endpoint, openLabel, query, tileUrl, attribution, locale])

  return (
    <TitledSection id="search-map-title" title={t('search.map.title')} className="mb-6" titleClassName="sr-only">
      <MapCanvas kind="search" canvas={canvas} label={t('search.map.title')} ready={state === 'ready'}>
        {state === 'loading' ? t('search.map.loading') : <span className="text-red-800">{t('search.map.error')}</span>}
      </MapCanvas>
      <p className="mt-2 text-sm text-ink">{t('search.map.note', { limit })}</p>
    </TitledSection>
  )
}
