/**
 * What every organisation page's loader and action starts with: the back-office guard for
 * its section, the service context, and turning the services' expected failures into
 * page answers (404/403 pages in loaders, field errors in actions).
 */
import { actorContext } from '#web/context'
import { requireBackOffice } from '~/routes/admin/back-office.server'
import { echoedValues, formFields } from '#web/input'
import { runForm, type FormResult } from '#web/page'
import { translate, type Locale, type MessageKey } from '#i18n'
import type { BackOfficeSection } from '#core/dashboard'
import { pageLocale } from '#web/page-address'

export async function orgPage(request: Request, section: BackOfficeSection) {
  const office = await requireBackOffice(request, section)
  const locale = pageLocale(request)
  const ctx = actorContext(office.actor, locale)
  return { office, ctx, locale }
}

/** An action's answer: success with a translated message, or the failure as field errors (422, 403, 404…). */
export async function runAction(
  locale: Locale,
  form: FormData,
  intent: string,
  run: () => Promise<unknown>,
  successKey: MessageKey,
  params?: Record<string, string>,
) {
  return runForm(
    locale,
    run,
    () => ({ ok: true, intent, message: translate(locale, successKey, params) }) satisfies FormResult,
    { values: echoedValues(formFields(form)), intent },
  )
}
