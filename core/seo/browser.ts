// What the browser may use of core/seo: constants, rules and views without I/O (index.ts re-exports them).
export { serializeJsonLd } from './json-ld.utils'
export { listingJsonLd, listingMetaTags, listingShareTitle } from './listing-meta.view'
export { LANDINGS_CHUNK, parseListingsChunk, robotsTxt } from './sitemap.view'
