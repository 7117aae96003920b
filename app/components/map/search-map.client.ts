/**
 * The results map: Leaflet with clustered price markers. Loaded only when the visitor opens
 * the map (dynamic import), so Leaflet, the cluster plugin and their CSS stay out of the
 * search page's first load. Popups are built as DOM nodes, never from HTML strings.
 */
import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import 'leaflet.markercluster/dist/MarkerCluster.Default.css'
import * as leaflet from 'leaflet'

export interface MapPointView {
  id: string
  title: string
  url: string
  price: number | null
  place: string
  lat: number
  lon: number
}

export interface SearchMapOptions {
  points: MapPointView[]
  tileUrl: string
  attribution: string
  openLabel: string
  formatPrice: (value: number) => string
}

type LeafletModule = typeof leaflet
const L: LeafletModule = ((leaflet as unknown as { default?: LeafletModule }).default ?? leaflet) as LeafletModule
type ClusterFactory = (options: Record<string, unknown>) => leaflet.FeatureGroup

/** "$ 2,8 M", "$ 450 M", "$ 1.200 M": what fits on a marker. */
export function shortPrice(value: number): string {
  if (value >= 1_000_000)
    return `$ ${new Intl.NumberFormat('es-CO', { maximumFractionDigits: value >= 10_000_000 ? 0 : 1 }).format(value / 1_000_000)} M`
  return `$ ${new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 }).format(Math.round(value / 1000))} mil`
}

function popup(point: MapPointView, options: SearchMapOptions): HTMLElement {
  const box = document.createElement('div')
  box.className = 'search-map-popup'
  const price = document.createElement('strong')
  price.textContent = point.price != null ? options.formatPrice(point.price) : ''
  const title = document.createElement('p')
  title.textContent = point.title
  title.style.margin = '4px 0'
  const place = document.createElement('p')
  place.textContent = point.place
  place.style.margin = '0 0 6px'
  const link = document.createElement('a')
  link.href = point.url
  link.textContent = options.openLabel
  link.style.fontWeight = '700'
  box.append(price, title, place, link)
  return box
}

/** Draws the map in `element`; returns a function that removes it. */
export async function mountSearchMap(element: HTMLElement, options: SearchMapOptions): Promise<() => void> {
  // The cluster plugin is a UMD script that extends the global L.
  ;(globalThis as unknown as { L: LeafletModule }).L = L
  await import('leaflet.markercluster')
  const markerClusterGroup = (L as unknown as { markerClusterGroup: ClusterFactory }).markerClusterGroup
  const map = L.map(element, { scrollWheelZoom: true, zoomControl: true })
  L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 19 }).addTo(map)
  const group = markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 })
  for (const point of options.points) {
    const label = point.price != null ? shortPrice(point.price) : '•'
    const icon = L.divIcon({
      className: '',
      html: `<span style="display:inline-block;transform:translate(-50%,-100%);white-space:nowrap;background:#3c475b;color:#fff;font:700 12px/1 system-ui,sans-serif;padding:5px 8px;border-radius:999px;border:2px solid #fecc2d;box-shadow:0 2px 6px rgba(0,0,0,.3)">${label.replace(/[<>&]/g, '')}</span>`,
      iconSize: [0, 0],
    })
    const marker = L.marker([point.lat, point.lon], { icon, title: point.title, keyboard: true })
    marker.bindPopup(() => popup(point, options))
    group.addLayer(marker)
  }
  map.addLayer(group)
  if (options.points.length) map.fitBounds(group.getBounds(), { padding: [24, 24], maxZoom: 15 })
  else map.setView([6.2442, -75.5812], 11)
  return () => map.remove()
}
