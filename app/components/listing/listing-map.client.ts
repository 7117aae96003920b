/**
 * The Leaflet map of a listing's approximate location: a circle, never a pin on the
 * address. Loaded only when the map section comes into view or is asked for, so Leaflet
 * (and its CSS) stay out of the page's first load.
 */
import 'leaflet/dist/leaflet.css'
import * as leaflet from 'leaflet'

export interface MapOptions {
  lat: number
  lon: number
  radiusM: number
  tileUrl: string
  attribution: string
}

type LeafletModule = typeof leaflet
const L: LeafletModule = ((leaflet as unknown as { default?: LeafletModule }).default ?? leaflet) as LeafletModule

/** Draws the map in `element`; returns a function that removes it. */
export function mountMap(element: HTMLElement, options: MapOptions): () => void {
  const center: [number, number] = [options.lat, options.lon]
  const map = L.map(element, { scrollWheelZoom: false, zoomControl: true }).setView(center, 15)
  L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 19 }).addTo(map)
  L.circle(center, {
    radius: options.radiusM,
    color: '#3c475b',
    weight: 2,
    fillColor: '#fecc2d',
    fillOpacity: 0.35,
  }).addTo(map)
  return () => map.remove()
}
