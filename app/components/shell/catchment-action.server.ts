/**
 * The page action behind the "Quiero anunciar" form when JavaScript is off: the same
 * service as POST /api/contact/customers/catchment, answered as page data.
 */
import { data, type RouterContextProvider } from 'react-router'
import { localeFromPath, translate } from '~/i18n'
import { requestInfo } from '~/lib/request-context'
import { getActor } from '~/lib/session.server'
import { captureCatchmentLead } from '#core/leads/catchment.service'
import { isAppError } from '#core/shared/errors'
import { runtime } from '#core/shared/runtime'
import { readCookie } from '#core/accounts/auth-cookies'

export interface CatchmentActionData {
  msg?: string
  message?: string
  /** The first message of each invalid field. */
  errors?: Record<string, string>
  values?: Record<string, string>
}

export async function catchmentAction(request: Request, context: Readonly<RouterContextProvider>) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const form = await request.formData()
  const input = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >
  try {
    const actor = await getActor(request)
    const result = await captureCatchmentLead({ db: runtime().db, actor, locale }, input, {
      ip: requestInfo(context).clientIp,
      clientId: readCookie(request.headers.get('cookie'), 'wi_id_client'),
    })
    return data<CatchmentActionData>({ msg: translate(locale, result.messageKey) })
  } catch (error) {
    if (!isAppError(error)) throw error
    const errors = Object.fromEntries(
      Object.entries(error.fields).map(([field, refs]) => [field, translate(locale, refs[0].key, refs[0].params)]),
    )
    const { website: _honeypot, ...values } = input
    return data<CatchmentActionData>(
      { message: translate(locale, error.messageRef.key, error.messageRef.params), errors, values },
      { status: error.status },
    )
  }
}
