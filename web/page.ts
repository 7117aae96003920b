/**
 * The page door: a loader or an action becomes a few lines. It gets its context here, runs
 * one use case, and any AppError becomes either the form's errors (in the page's language,
 * with what was typed) or, for a missing record, the 404 page.
 */
import { data } from 'react-router'
import { translate, type Locale } from '#i18n'
import { pageLocale } from './page-address'
import { requireActorOrLogin } from './session.server'
import {
  badRequest,
  decodeId,
  notFound,
  pageOf,
  unsafeTextError,
  unsupportedMediaType,
  type AppError,
  type IdKind,
  type MessageKey,
} from '#core/shared'
import { actorContext, contextOf, type RequestContext, type SignedInContext } from './context'
import { asAppError, errorAnswer, errorStatus } from './errors'
import { readFormBody, unsafeFormFields, type FormFields } from './input'

/** The context of a page request, signed in or not. */
export function pageContext(request: Request): Promise<RequestContext> {
  return contextOf(request, pageLocale(request))
}

/** The context of a page only for signed-in people; others go to /login and come back. */
export async function signedInPageContext(request: Request): Promise<SignedInContext> {
  const actor = await requireActorOrLogin(request)
  return actorContext(actor, pageLocale(request))
}

/**
 * The form a page action was sent, read once. A body that is not a form is the 415 page, a
 * form that does not parse (a broken multipart body) the 400 page, and a field with a NUL
 * byte or a lone surrogate the 422 page naming it, in the page's language and without a
 * logged stack. Actions read their form only through here (eslint refuses `formData()`).
 */
export async function readForm(request: Request): Promise<FormData> {
  const form = await readFormBody(request)
  if (form === 'not_a_form') throw errorPage(unsupportedMediaType('errors.not_a_form'))
  if (form === 'unreadable') throw errorPage(badRequest())
  const unsafe = unsafeFormFields(form)
  if (unsafe.length) throw errorPage(unsafeTextError(unsafe), { message: 'validation.invalid_characters' })
  return form
}

/**
 * The error page of an AppError, at the status and headers of the one mapping (web/errors.ts):
 * `message` (the error's own unless given) is a catalogue key the error boundary translates,
 * `fields` the names of the fields at fault; `extra` is what the page's boundary also shows.
 */
export function errorPage(error: AppError, { message = error.messageRef.key, ...extra }: ErrorPageData = {}) {
  const { status, headers } = errorStatus(error)
  return data({ ...extra, message, fields: Object.keys(error.fields) }, { status, headers })
}

export type ErrorPageData = { message?: MessageKey } & Record<string, unknown>

/** What every form action answers: success or the failure, with the first message of each field. */
export interface FormResult<V extends FormFields = Record<string, string>> {
  ok?: boolean
  /** Which of a page's forms was submitted (pages with several forms). */
  intent?: string
  /** Which record the form was about (lists with a form per row). */
  id?: string
  message?: string
  errors?: Record<string, string>
  /** What was typed, shown again after a failure (never secrets). */
  values?: V
}

export type FormExtra<V extends FormFields = FormFields> = Omit<FormResult<V>, 'ok' | 'message' | 'errors'> & {
  /** A missing record: the 404 page (a page about that record) or the form's message (a row in a list). */
  missing?: 'page' | 'form'
}

/** The page answer for a failed use case; failures that are not the visitor's (500, 503) are rethrown. */
export function formFailure<V extends FormFields = Record<string, string>>(
  thrown: unknown,
  locale: Locale,
  { missing = 'form', ...extra }: FormExtra<V> = {},
) {
  const error = asAppError(thrown)
  if (!error || error.code === 'UNAVAILABLE') throw thrown
  if (error.code === 'NOT_FOUND' && missing === 'page') throw notFoundPage()
  const answer = errorAnswer(error, locale)
  const errors = Object.fromEntries(Object.entries(answer.errors).map(([field, texts]) => [field, texts[0]]))
  return data<FormResult<V>>(
    { ...extra, ok: false, message: answer.message, errors },
    { status: answer.status, headers: answer.headers },
  )
}

/**
 * Runs a form's use case. Success: `done` decides the answer (a redirect, or a FormResult);
 * failure: formFailure, with the submitted values echoed so nothing typed is lost.
 */
export async function runForm<T, V extends FormFields = Record<string, string>>(
  locale: Locale,
  run: () => Promise<T>,
  done: (result: T) => FormResult | Response,
  extra: FormExtra<V> = {},
) {
  let result: T
  try {
    result = await run()
  } catch (error) {
    return formFailure(error, locale, extra)
  }
  return done(result)
}

/** One form of a page with several forms (its `intent`): its use case and the message its success shows. */
export interface IntentForm<A extends unknown[]> {
  run: (...args: A) => Promise<unknown>
  /** The success message, or the one the use case's result calls for ("published" or "sent to staff"). */
  saved: MessageKey | ((result: unknown) => MessageKey)
  /** The parameters of the `saved` text ("Vence en {minutes} minutos"). */
  savedParams?: Record<string, string | number>
  /** A missing record: the 404 page (a page about that record) or the form's message. */
  missing?: 'page' | 'form'
}

/**
 * Runs the form `intent` names, given the page's arguments (`args`): success is
 * `{ ok: true, message }`, failure the form's errors; an intent the page does not have is
 * a 400. Every answer carries `extra` (which form, which record); only failures its `values`.
 */
export async function runIntent<A extends unknown[], V extends FormFields = Record<string, string>>(
  locale: Locale,
  intent: string,
  forms: Record<string, IntentForm<A>>,
  args: A,
  extra: Omit<FormExtra<V>, 'missing'> = {},
) {
  const { values: _values, ...answer } = extra
  const form = Object.hasOwn(forms, intent) ? forms[intent] : undefined
  if (!form) return formFailure<V>(badRequest(), locale, answer)
  return runForm(
    locale,
    () => form.run(...args),
    (result) => {
      const saved = typeof form.saved === 'function' ? form.saved(result) : form.saved
      return { ...answer, ok: true, message: translate(locale, saved, form.savedParams) }
    },
    { ...extra, missing: form.missing },
  )
}

/** The 404 page (its message is a catalogue key the error boundary translates). */
export function notFoundPage(key: MessageKey = 'errors.page_not_found') {
  return errorPage(notFound(key))
}

/** The integer behind an id in a page's path, or the 404 page. */
export function pathIdOr404(kind: IdKind, value: string | undefined, key?: MessageKey): number {
  const id = decodeId(kind, value)
  if (id == null) throw notFoundPage(key)
  return id
}

/**
 * Runs a loader's (or a page action's) use case; its failure is the error page of the
 * status the one mapping (web/errors.ts errorAnswer) gives it: a missing record the 404
 * page, a refused one the 403 page, a refused input the 422 page, and so on. The message is
 * the generic one for 404 and 403, or the use case's own (`ownMessage`: "this listing does
 * not exist" rather than "this page does not exist"); other codes always show their own.
 * Failures that are not the visitor's (a bug, an unreachable database) are thrown on.
 */
export async function loadOr404<T>(run: () => Promise<T>, { ownMessage = false } = {}): Promise<T> {
  try {
    return await run()
  } catch (error) {
    const appError = asAppError(error)
    if (!appError || appError.code === 'UNAVAILABLE') throw error
    if (appError.code === 'NOT_FOUND') throw notFoundPage(ownMessage ? appError.messageRef.key : undefined)
    const generic = appError.code === 'FORBIDDEN' && !ownMessage
    throw errorPage(appError, generic ? { message: 'errors.forbidden' } : {})
  }
}

/**
 * A query string the use case refused (a malformed filter in the URL) as the page's 422:
 * the page's own message and the names of the fields at fault. Anything else is thrown on.
 */
export function parsedOr422<T>(parse: () => T, message: MessageKey): T {
  try {
    return parse()
  } catch (error) {
    const appError = asAppError(error)
    if (appError?.code !== 'VALIDATION') throw error
    throw errorPage(appError, { message })
  }
}

/** The page number a list page's address asks for (1 when absent), as the API reads it; else the 422 page. */
export function listPageOr422(request: Request): number {
  return parsedOr422(() => pageOf(new URL(request.url).searchParams), 'errors.bad_request')
}

/**
 * A use case's 422 shown inside the page rather than as an error page (a list whose filter
 * does not parse): the first field's message in the page's language. Anything else is thrown on.
 */
export function validationMessage(thrown: unknown, locale: Locale): string {
  const appError = asAppError(thrown)
  if (appError?.code !== 'VALIDATION') throw thrown
  const [first] = Object.values(appError.fields)[0] ?? []
  return translate(locale, first?.key ?? appError.messageRef.key, first?.params)
}
