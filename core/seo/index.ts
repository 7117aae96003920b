// The public surface of core/seo: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export { landingsSitemap, listingsSitemap, sitemapIndex } from './sitemap.service'
export { listingsFeedPage, readFeedParams, trovitFeedStream } from './feed.service'
export type { FeedParams } from './feed.service'
export { feedFileInfo, readFeedFile, refreshFeedFile, refreshFeedFileSoon } from './feed-file.infra'
