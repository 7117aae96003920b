/**
 * The action of an account form a visitor sends before signing in (sign-up, a new
 * confirmation link, a password reset link): the use case runs for nobody, with what the
 * request tells about the sender; a failure echoes what was typed.
 */
import type { RouterContextProvider } from 'react-router'
import type { RequestMeta } from '#core/accounts/browser'
import type { Locale } from '#i18n'
import { anonymousContext, type RequestContext } from '#web/context'
import { echoedValues, formFields } from '#web/input'
import { type FormResult, readForm, runForm } from '#web/page'
import { pageLocale } from '#web/page-address'
import { requestMeta } from '#web/session.server'

export async function guestFormAction<T>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  run: (ctx: RequestContext, form: FormData, meta: RequestMeta) => Promise<T>,
  done: (result: T, locale: Locale) => FormResult,
) {
  const locale = pageLocale(request)
  const form = await readForm(request)
  return runForm(
    locale,
    () => run(anonymousContext(locale), form, requestMeta(request, context)),
    (result) => done(result, locale),
    { values: echoedValues(formFields(form)) },
  )
}
