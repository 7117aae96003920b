/**
 * The page action behind the "Quiero anunciar" form when JavaScript is off: the same
 * service as POST /api/contact/customers/catchment, answered as page data.
 */
import type { RouterContextProvider } from 'react-router'
import { translate } from '#i18n'
import { requestInfo } from '#web/request-context'
import { echoedValues, formFields, formInput } from '#web/input'
import { pageContext, runForm, type FormResult, readForm } from '#web/page'
import { CatchmentLeadSchema, captureCatchmentLead } from '#core/leads'
import { readCookie } from '#core/accounts'

export type CatchmentActionData = FormResult

export async function catchmentAction(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = await pageContext(request)
  const form = await readForm(request)
  // The robots' trap (`website`) is parsed (a filled one is answered as sent and stored
  // nowhere, by captureLead) but never echoed back into the form.
  const values = echoedValues(formFields(form))
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
