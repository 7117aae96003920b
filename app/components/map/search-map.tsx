/**
 * The map view of the current search (search-map-view.tsx). Its code, like Leaflet's, reaches
 * only a browser that shows the map (`deferredPart`): the list view's first load does not carry it.
 */
import { deferredPart } from '~/components/ui/deferred-part'
import type { SearchMapProps } from './search-map-view'

export const SearchMap = deferredPart<SearchMapProps>(
  import.meta.env.SSR ? (await import('./search-map-view')).default : null,
  () => import('./search-map-view'),
)
