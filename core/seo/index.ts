// The public surface of core/seo: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export { landingsSitemap, listingsSitemap, projectsSitemap, sitemapIndex } from './sitemap.service'
export { listingsFeedPage, readFeedParams, trovitFeedStream } from './feed.service'
export type { FeedParams } from './feed.service'
export { feedChangedAt, feedGzipStream, syncFeed, syncFeedSoon } from './feed-segments.service'
export { gunzipStream } from './feed-build.infra'
export { projectsFeedStream } from './projects-feed.service'
