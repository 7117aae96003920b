/** The cluster plugin ships no types; it extends the global L (see search-map.client.ts). */
declare module 'leaflet.markercluster'
