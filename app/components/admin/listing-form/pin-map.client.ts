/** A Leaflet map with one draggable pin (loaded only when the form's map is shown). */
import 'leaflet/dist/leaflet.css'
import * as leaflet from 'leaflet'

type LeafletModule = typeof leaflet
const L: LeafletModule = ((leaflet as unknown as { default?: LeafletModule }).default ?? leaflet) as LeafletModule

export function mountPinMap(
  element: HTMLElement,
  options: {
    lat: number
    lon: number
    hasPin: boolean
    tileUrl: string
    attribution: string
    onMove: (lat: number, lon: number) => void
  },
) {
  const map = L.map(element, { scrollWheelZoom: false }).setView([options.lat, options.lon], options.hasPin ? 16 : 12)
  L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 19 }).addTo(map)
  const icon = L.divIcon({
    className: '',
    html: '<div style="width:22px;height:22px;border-radius:50% 50% 50% 0;background:#fecc2d;border:3px solid #3c475b;transform:rotate(-45deg)"></div>',
    iconSize: [22, 22],
    iconAnchor: [11, 22],
  })
  const marker = L.marker([options.lat, options.lon], { draggable: true, icon, keyboard: true })
  if (options.hasPin) marker.addTo(map)
  const move = (lat: number, lon: number) => options.onMove(Math.round(lat * 1e6) / 1e6, Math.round(lon * 1e6) / 1e6)
  marker.on('dragend', () => move(marker.getLatLng().lat, marker.getLatLng().lng))
  map.on('click', (e: leaflet.LeafletMouseEvent) => {
    marker.setLatLng(e.latlng).addTo(map)
    move(e.latlng.lat, e.latlng.lng)
  })
  return () => map.remove()
}
