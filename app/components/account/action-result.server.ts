/** Form helpers of the account pages, on the shared page door (web/page.ts). */
import type { Locale } from '~/i18n'
import { echoedValues, formFields } from '#web/input'
import { formFailure as pageFormFailure, type FormResult } from '#web/page'

export type { FormResult }

export function formFailure(error: unknown, locale: Locale, values: Record<string, string> = {}, intent?: string) {
  return pageFormFailure(error, locale, { values, intent })
}

/** The string fields of a form, minus secrets (never sent back to the page). */
export function formValues(form: FormData, secret?: readonly string[]) {
  return echoedValues(formFields(form), secret)
}

export function formInput(form: FormData) {
  return formFields(form)
}
