/**
 * The staff queue (`moderation.review`, portal-wide): the listings waiting for a decision,
 * oldest first, each with its signals and the publishing account's history.
 */
import { siteOrigin, type ServiceContext } from '#core/shared'
import { listingPath, photoSources } from '#core/listings'
import type { ReviewCause, SignalCode } from './moderation.constants'
import { assertCanReview } from './moderation.policy'
import { accountHistories, listOpenReviews, listSignals } from './moderation.queries'

const QUEUE_PAGE_SIZE = 20

export interface QueueItem {
  propertyId: number
  cause: ReviewCause
  waitingSince: Date
  listing: {
    code: string
    title: string
    status: string
    businessType: 'rent' | 'sale' | 'sale_rent'
    rentPrice: number | null
    salePrice: number | null
    adminPrice: number | null
    area: number | null
    municipality: string | null
    sector: string | null
    /** The public address it has once published. */
    url: string
    photoUrl: string | null
    publisher: { kind: string; name: string }
  }
  signals: { code: SignalCode; evidence: Record<string, unknown> }[]
  history: { listings: number; rejected: number; approved: number; accountCreatedAt: Date }
}

export interface QueuePage {
  data: QueueItem[]
  meta: { total: number; page: number; perPage: number }
}

export async function listModerationQueue(ctx: ServiceContext, input: { page?: number }): Promise<QueuePage> {
  assertCanReview(ctx.actor)
  const page = input.page ?? 1
  const { rows, total } = await listOpenReviews(ctx.db, {
    limit: QUEUE_PAGE_SIZE,
    offset: (page - 1) * QUEUE_PAGE_SIZE,
  })
  const signals = await listSignals(
    ctx.db,
    rows.map((r) => r.propertyId),
  )
  const histories = new Map(
    (await accountHistories(ctx.db, [...new Set(rows.map((r) => r.customerId))])).map((h) => [h.customerId, h]),
  )
  const data = rows.map((r): QueueItem => {
    const history = histories.get(r.customerId)
    const path = listingPath({
      id: r.propertyId,
      title: r.title,
      municipalityName: r.municipalityName,
      sectorName: r.sectorName,
      businessType: r.businessType,
    })
    return {
      propertyId: r.propertyId,
      cause: r.cause,
      waitingSince: r.requestedAt,
      listing: {
        code: r.code,
        title: r.title,
        status: r.status,
        businessType: r.businessType,
        rentPrice: r.rentPrice,
        salePrice: r.salePrice,
        adminPrice: r.adminPrice,
        area: r.area,
        municipality: r.municipalityName,
        sector: r.sectorName,
        url: `${siteOrigin()}${path}`,
        photoUrl: r.photoKey ? (photoSources(r.photoKey, r.photoWidths)[0]?.url ?? null) : null,
        publisher: { kind: r.publisherKind, name: r.publisherName },
      },
      signals: signals
        .filter((s) => s.propertyId === r.propertyId)
        .map((s) => ({ code: s.code, evidence: s.evidence })),
      history: {
        // The account's other listings: this one is not part of its history.
        listings: Math.max(0, (history?.listings ?? 1) - 1),
        rejected: history?.rejected ?? 0,
        approved: history?.approved ?? 0,
        accountCreatedAt: r.accountCreatedAt,
      },
    }
  })
  return { data, meta: { total, page, perPage: QUEUE_PAGE_SIZE } }
}
