// What the browser may use of core/seo: constants, rules and views without I/O (index.ts re-exports them).
export { breadcrumbListJsonLd, serializeJsonLd } from './json-ld.utils'
export { listingJsonLd, listingMetaTags, listingShareTitle } from './listing-meta.view'
export { OLD_LANDINGS_FILE, parseSitemapChunk, robotsTxt } from './sitemap.view'
