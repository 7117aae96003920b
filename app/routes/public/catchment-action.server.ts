/**
 * The page action behind the "Quiero anunciar" form when JavaScript is off: the same
 * service as POST /api/contact/customers/catchment, answered as page data.
 */
import type { RouterContextProvider } from 'react-router'
import { translate } from '#i18n'
import { requestInfo } from '#web/request-context'
import { formInput } from '#web/input'
import { runForm, type FormResult } from '#web/page'
import { readPageForm } from '../page-form.server'
import { CatchmentLeadSchema, captureCatchmentLead } from '#core/leads'
import { readCookie } from '#core/accounts'

export type CatchmentActionData = FormResult

export async function catchmentAction(request: Request, context: Readonly<RouterContextProvider>) {
  // The robots' trap (`website`) is parsed (a filled one is answered as sent and stored
  // nowhere, by captureLead) but never echoed back into the form.
  const { ctx, form, values } = await readPageForm(request)
  return runForm(
    ctx.locale,
    () =>
      captureCatchmentLead(ctx, formInput(CatchmentLeadSchema, form), {
        ip: requestInfo(context).clientIp,
        clientId: readCookie(request.headers.get('cookie'), 'wi_id_client'),
      }),
    (result) => ({ ok: true, message: translate(ctx.locale, result.messageKey) }) satisfies FormResult,
    { values },
  )
}
