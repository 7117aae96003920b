/**
 * The listing page's action: a visitor's report (the same use case as POST
 * /api/properties/{id}/reports), answered as page data with the thank-you text.
 */
import type { RouterContextProvider } from 'react-router'
import { translate } from '#i18n'
import { ListingReportSchema, reportListing } from '#core/moderation'
import { requestInfo } from '#web/request-context'
import { formInput, formString } from '#web/input'
import { pathIdOr404, runForm, type FormResult } from '#web/page'
import { readPageForm } from '../page-form.server'

export async function reportAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { ctx, form, values } = await readPageForm(request)
  const id = pathIdOr404('property', formString(form, 'property_id'), 'errors.property_not_found')
  return runForm(
    ctx.locale ?? 'es-CO',
    () => reportListing(ctx, id, formInput(ListingReportSchema, form), { ip: requestInfo(context).clientIp }),
    () =>
      ({
        ok: true,
        intent: 'report',
        message: translate(ctx.locale ?? 'es-CO', 'listing.report.thanks'),
      }) satisfies FormResult,
    { values, intent: 'report' },
  )
}
