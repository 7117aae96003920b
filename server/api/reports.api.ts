/**
 * POST /api/properties/{id}/reports: a visitor reports a listing (signed out allowed). 201 when
 * counted, 200 when this visitor (account, or address signed out) already had an open report
 * on it; 422 with field messages (`text` is required when `reason` is otro), 404 for a listing
 * the public cannot see, 429 past the per-address limit. Three different reporters take the
 * listing out of search until staff decide (/api/admin/moderation).
 */
import { createRoute } from '@hono/zod-openapi'
import { translate } from '#i18n'
import { ListingReportSchema, reportListing } from '#core/moderation'
import { apiContext, apiLocale } from '#web/api'
import { pathId } from '#web/ids'
import { IdParam, MsgSchema, failure, jsonAnswer, jsonBody } from './schemas'
import { clientIp } from './client-info'
import { createRouter } from './router'

// Zod's own .meta (read by the OpenAPI generator), not .openapi(): see push.api.ts.
const ReportBody = ListingReportSchema.meta({ id: 'ListingReport' })

export const reportsApi = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/properties/{id}/reports',
    tags: ['properties'],
    summary: 'Report a listing (no existe, precio falso, piden dinero, contacto falso, otro + text)',
    request: { params: IdParam, ...jsonBody(ReportBody) },
    responses: {
      201: jsonAnswer(MsgSchema, 'Counted; msg is the thank-you text'),
      200: jsonAnswer(MsgSchema, 'This visitor had already reported it: not counted twice'),
      404: failure('Unknown, malformed or not public listing'),
      422: failure('Field errors'),
      429: failure('Too many reports from this address'),
    },
  }),
  async (c) => {
    const id = pathId('property', c.req.valid('param').id, 'errors.property_not_found')
    const result = await reportListing(await apiContext(c), id, c.req.valid('json'), { ip: clientIp(c) })
    return c.json({ msg: translate(apiLocale(c), 'listing.report.thanks') }, result.counted ? 201 : 200)
  },
)
