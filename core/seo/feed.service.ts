/**
 * Syndication feeds: every public listing, or one agency's, read a batch at a time in id order
 * (feed.queries.ts) and turned into `FeedListing`s, so that the homes XML feed of 1,000,000
 * listings streams in constant memory, and the partners' JSON feed pages by cursor.
 */
import type { Executor } from '#db/client'
import { signingKey } from '#core/accounts'
import { approximateLocation, defaultOperation, listingPath, micrositePath, priceFor } from '#core/listings'
import { mediaStorage } from '#core/media'
import { decodeId, encodeId, validationError, type FieldErrors } from '#core/shared'
import { isPublicAgency, listFeedListings, listFeedPhotos, type FeedListingRow } from './feed.queries'
import { feedItem, trovitAd, TROVIT_HEAD, TROVIT_TAIL, type FeedListing } from './feed.view'
import { listingFacts } from '#core/listings/browser'

const BATCH = 1000
/** Pictures per listing in a feed (aggregators show a handful). */
const MAX_PICTURES = 10

const FEED_PAGE_SIZE = 100
const FEED_MAX_PAGE_SIZE = 500

/** Which listings a feed holds: every public one, or one agency's. */
export interface FeedScope {
  customerId: number | null
}

function toFeedListing(row: FeedListingRow, photoKeys: string[], origin: string, key: Uint8Array): FeedListing {
  const storage = mediaStorage()
  const operation = defaultOperation(row.businessType)
  const at =
    row.lat != null && row.lon != null ? approximateLocation({ lat: row.lat, lon: row.lon }, row.id, key) : null
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : origin + path)
  return {
    id: encodeId('property', row.id),
    code: row.code,
    url: origin + listingPath(row, operation),
    title: row.title,
    description: row.description ?? '',
    operation,
    price: priceFor(row, operation),
    adminPrice: row.adminPrice,
    propertyType: row.typeNameEs,
    city: row.municipalityName,
    cityArea: row.sectorName,
    region: row.departmentName,
    lat: at ? Math.round(at.lat * 1e5) / 1e5 : null,
    lon: at ? Math.round(at.lon * 1e5) / 1e5 : null,
    ...listingFacts(row),
    pictures: photoKeys.slice(0, MAX_PICTURES).map((storageKey) => ({
      url: absolute(storage.publicUrl(`${storageKey}-og.jpg`)),
      title: row.title,
    })),
    agency: {
      id: encodeId('customer', row.customerId),
      name: row.customerName,
      url: origin + micrositePath({ id: row.customerId, slug: row.customerSlug, name: row.customerName }),
    },
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
  }
}

/**
 * The listings after the listing `after` (an internal id) and below `below`, at most `limit`, as
 * feed listings.
 */
export async function readBatch(
  db: Executor,
  scope: FeedScope,
  range: { after: number; below?: number; limit: number },
  origin: string,
) {
  const rows = await listFeedListings(db, { ...range, customerId: scope.customerId })
  const photos = new Map<number, string[]>()
  for (const p of await listFeedPhotos(
    db,
    rows.map((r) => r.id),
  )) {
    const list = photos.get(p.propertyId)
    if (list) list.push(p.storageKey)
    else photos.set(p.propertyId, [p.storageKey])
  }
  const key = signingKey()
  return {
    listings: rows.map((r) => toFeedListing(r, photos.get(r.id) ?? [], origin, key)),
    ids: rows.map((r) => r.id),
  }
}

/** The homes feed (Trovit, Mitula…) as pieces of text, a batch of listings at a time. */
export async function* trovitFeed(db: Executor, scope: FeedScope, origin: string): AsyncGenerator<string> {
  yield TROVIT_HEAD
  let after = 0
  for (;;) {
    const { listings, ids } = await readBatch(db, scope, { after, limit: BATCH }, origin)
    if (listings.length) yield listings.map(trovitAd).join('')
    if (listings.length < BATCH) break
    after = ids[ids.length - 1]
  }
  yield TROVIT_TAIL
}

/**
 * One page of the partners' JSON feed: `limit` listings after the `cursor` (the last one's public
 * id, from the previous page's `next`), and the cursor of the next page (null at the end).
 */
export async function listingsFeedPage(
  db: Executor,
  input: FeedScope & { after: number; limit: number; origin: string },
) {
  // One more than the page, to know whether another follows.
  const { listings, ids } = await readBatch(db, input, { after: input.after, limit: input.limit + 1 }, input.origin)
  const more = listings.length > input.limit
  return {
    items: listings.slice(0, input.limit).map(feedItem),
    next: more ? encodeId('property', ids[input.limit - 1]) : null,
  }
}

/** The homes feed as a stream of UTF-8 bytes. */
export function trovitFeedStream(db: Executor, scope: FeedScope, origin: string): ReadableStream<Uint8Array> {
  return textStream(trovitFeed(db, scope, origin))
}

/** Pieces of text as a stream of UTF-8 bytes, read as the client takes them. */
export function textStream(pieces: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await pieces.next()
      if (done) controller.close()
      else controller.enqueue(encoder.encode(value))
    },
    async cancel() {
      await pieces.return(undefined)
    },
  })
}

export interface FeedParams {
  scope: FeedScope
  after: number
  limit: number
}

/**
 * The feed's query parameters: `agency` (an agency's public id; `builder` for the projects feed:
 * a malformed or unknown one is an error of that field), and for the JSON feed `after` (the
 * cursor of the previous page) and `limit`. Refused with a 422 naming each field, as every form
 * and API input is.
 */
export async function readFeedParams(
  db: Executor,
  params: URLSearchParams,
  owner: 'agency' | 'builder' = 'agency',
): Promise<FeedParams> {
  const errors: FieldErrors = {}
  const publicId = params.get(owner)
  let customerId: number | null = null
  if (publicId != null) {
    customerId = decodeId('customer', publicId)
    if (customerId == null) errors[owner] = [{ key: 'validation.id' }]
    else if (!(await isPublicAgency(db, customerId, owner)))
      errors[owner] = [{ key: owner === 'builder' ? 'validation.unknown_builder' : 'validation.unknown_agency' }]
  }
  const cursor = params.get('after')
  const after = cursor == null ? 0 : decodeId('property', cursor)
  if (after == null) errors.after = [{ key: 'validation.id' }]
  const limitText = params.get('limit')
  const limit = limitText == null ? FEED_PAGE_SIZE : Number(limitText)
  if (!Number.isInteger(limit) || limit < 1 || limit > FEED_MAX_PAGE_SIZE)
    errors.limit = [{ key: 'validation.page_size', params: { max: FEED_MAX_PAGE_SIZE } }]
  if (Object.keys(errors).length) throw validationError(errors)
  return { scope: { customerId }, after: after ?? 0, limit }
}
