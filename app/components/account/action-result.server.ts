/** Turns an accounts service failure into page data: the message and the first error of each field. */
import { data } from 'react-router'
import { translate, type Locale } from '~/i18n'
import { isAppError } from '#core/shared/errors'

export interface FormResult {
  ok?: boolean
  intent?: string
  message?: string
  errors?: Record<string, string>
  values?: Record<string, string>
}

export function formFailure(error: unknown, locale: Locale, values: Record<string, string> = {}, intent?: string) {
  if (!isAppError(error)) throw error
  const errors = Object.fromEntries(
    Object.entries(error.fields).map(([field, refs]) => [field, translate(locale, refs[0].key, refs[0].params)]),
  )
  const headers = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined
  return data<FormResult>(
    { intent, message: translate(locale, error.messageRef.key, error.messageRef.params), errors, values },
    { status: error.status, headers },
  )
}

/** The string fields of a form, minus secrets (never sent back to the page). */
export function formValues(
  form: FormData,
  secret: string[] = ['password', 'password_confirmation', 'current_password'],
) {
  return Object.fromEntries(
    [...form.entries()].filter(([k, v]) => typeof v === 'string' && !secret.includes(k)),
  ) as Record<string, string>
}

export function formInput(form: FormData) {
  return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
}
