/**
 * The staff queue as GET /api/admin/moderation answers it (snake_case, opaque ids): `id` is the
 * listing's opaque id, the one /api/admin/moderation/{id}/approve and /reject take.
 */
import { z } from 'zod'
import { OpaqueIdSchema as Id, encodeId, pagedSchema, pagedView } from '#core/shared'
import { REVIEW_CAUSES, SIGNAL_CODES } from './moderation.constants'
import type { QueueItem, QueuePage } from './review-queue.service'

export const ModerationItemSchema = z
  .object({
    id: Id.meta({ description: "The listing's opaque id (the one to approve or reject)" }),
    listing: z.object({
      id: Id,
      code: z.string(),
      title: z.string(),
      status: z.string(),
      url: z.string().meta({ description: 'Its public address once published' }),
      photo_url: z.string().nullable(),
      business_type: z.enum(['rent', 'sale', 'sale_rent']),
      price: z.object({ rent: z.number().nullable(), sale: z.number().nullable(), admin: z.number().nullable() }),
      area: z.number().nullable(),
      place: z.object({ municipality: z.string().nullable(), sector: z.string().nullable() }),
      publisher: z.object({ kind: z.string(), name: z.string() }),
    }),
    signals: z.array(
      z.object({
        code: z.enum(SIGNAL_CODES),
        evidence: z.record(z.string(), z.unknown()).meta({ description: 'What fired it (docs/fraud-signals.md)' }),
      }),
    ),
    waiting_since: z.string().meta({ description: 'When it entered the queue (ISO 8601)' }),
    cause: z.enum(REVIEW_CAUSES),
    history: z.object({
      listings: z.number().meta({ description: "The account's other listings (not deleted)" }),
      rejected: z.number(),
      approved: z.number(),
      account_created_at: z.string(),
    }),
  })
  .meta({ id: 'ModerationItem' })

export const ModerationQueueSchema = pagedSchema(ModerationItemSchema)

function itemView(item: QueueItem): z.infer<typeof ModerationItemSchema> {
  const id = encodeId('property', item.propertyId)
  const l = item.listing
  return {
    id,
    listing: {
      id,
      code: l.code,
      title: l.title,
      status: l.status,
      url: l.url,
      photo_url: l.photoUrl,
      business_type: l.businessType,
      price: { rent: l.rentPrice, sale: l.salePrice, admin: l.adminPrice },
      area: l.area,
      place: { municipality: l.municipality, sector: l.sector },
      publisher: l.publisher,
    },
    signals: item.signals,
    waiting_since: item.waitingSince.toISOString(),
    cause: item.cause,
    history: {
      listings: item.history.listings,
      rejected: item.history.rejected,
      approved: item.history.approved,
      account_created_at: item.history.accountCreatedAt.toISOString(),
    },
  }
}

export function moderationQueueView(page: QueuePage) {
  return pagedView(page, itemView)
}
