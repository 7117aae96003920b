// The public surface of core/seo: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export { landingsSitemap, listingsSitemap, sitemapIndex } from './sitemap.service'
