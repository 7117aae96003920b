/**
 * /api/admin/moderation: the staff queue (`moderation.review`, held portal-wide only: an agency's
 * Admin is refused with 403). `{id}` is the listing's opaque id; a listing not waiting in the
 * queue (or an id malformed or unknown) is a 404. Approving publishes the listing; rejecting
 * (`reason` required) leaves it `rejected` and e-mails the publisher the reason.
 */
import { createRoute, z } from '@hono/zod-openapi'
import {
  ModerationQueueSchema,
  RejectListingSchema,
  approveListing,
  assertCanReview,
  listModerationQueue,
  moderationQueueView,
  rejectListing,
} from '#core/moderation'
import { PageNumber } from '#core/shared'
import { apiLocale } from '#web/api'
import { pathId } from '#web/ids'
import { translate } from '#i18n'
import { IdParam, MsgSchema } from '../schemas'
import { createRouter } from '../router'
import { json, ok, orgAllowedFirst, orgContext, orgRoute } from './org-route'

const RejectBody = RejectListingSchema.meta({ id: 'ModerationReject' })

const listingId = (id: string) => pathId('property', id, 'admin.moderation.not_found')

export const adminModerationApi = createRouter()
  .openapi(
    createRoute({
      ...orgRoute('get', '/admin/moderation', 'Listings waiting for a staff decision, oldest first'),
      request: { query: z.object({ page: PageNumber }) },
      responses: ok(ModerationQueueSchema, 'The queue'),
    }),
    async (c) => {
      const ctx = await orgContext(c)
      const page = await listModerationQueue(ctx, { page: c.req.valid('query').page })
      return c.json(moderationQueueView(page), 200)
    },
  )
  .openapi(
    createRoute({
      ...orgRoute('post', '/admin/moderation/{id}/approve', 'Approve a listing in the queue: it is published now'),
      request: { params: IdParam },
      responses: ok(MsgSchema, 'Approved'),
    }),
    async (c) => {
      const ctx = await orgContext(c)
      await approveListing(ctx, listingId(c.req.valid('param').id))
      return c.json({ msg: translate(apiLocale(c), 'admin.moderation.approved') }, 200)
    },
  )
  .openapi(
    createRoute({
      ...orgRoute(
        'post',
        '/admin/moderation/{id}/reject',
        'Reject a listing in the queue: status rejected; the publisher receives the reason by e-mail',
      ),
      middleware: [orgAllowedFirst(assertCanReview)],
      request: { params: IdParam, ...json(RejectBody) },
      responses: ok(MsgSchema, 'Rejected'),
    }),
    async (c) => {
      const ctx = await orgContext(c)
      await rejectListing(ctx, listingId(c.req.valid('param').id), c.req.valid('json'))
      return c.json({ msg: translate(apiLocale(c), 'admin.moderation.rejected') }, 200)
    },
  )
