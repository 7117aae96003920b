/**
 * Input as a use case's schema expects it, from a form or a JSON body. The schema is the
 * use case's own (the same the API route and the OpenAPI document use); a failure is a
 * 422 AppError with field messages, answered by web/errors.ts like any other.
 */
import type { z } from 'zod'
import { isUnsafeText, parseInput } from '#core/shared'

export type FormFields = Record<string, string | string[]>

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i

/** Why a request carries no form: another kind of body (415), or one that does not parse (400). */
type NoForm = 'not_a_form' | 'unreadable'

/**
 * The form a request carries, read once: its fields and files, or why there is none. Every
 * form is read here (web/page.ts readForm, web/api.ts uploadForm); nothing else calls
 * `formData()`, so a JSON, text or broken multipart body is never a 500.
 */
export async function readFormBody(request: Request): Promise<FormData | NoForm> {
  if (!FORM_TYPE.test(request.headers.get('content-type') ?? '')) return 'not_a_form'
  try {
    // eslint-disable-next-line no-restricted-syntax -- the one place a request's form is read
    return await request.formData()
  } catch {
    return 'unreadable'
  }
}

/** The names of a form's fields whose name, text or file name has a NUL byte or a lone surrogate (`_`: the name). */
export function unsafeFormFields(form: FormData): string[] {
  const fields = new Set<string>()
  for (const [name, value] of form.entries()) {
    const text = typeof value === 'string' ? value : value.name
    if (isUnsafeText(name)) fields.add('_')
    else if (isUnsafeText(text)) fields.add(name)
  }
  return [...fields]
}

/**
 * The text fields of a form as an object. Fields named in `lists` (check boxes, multiple
 * selects) are always arrays; others keep their last value. Files are left out.
 */
export function formFields(form: FormData): Record<string, string>
export function formFields(form: FormData, lists: readonly string[]): FormFields
export function formFields(form: FormData, lists: readonly string[] = []): FormFields {
  const out: FormFields = {}
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || lists.includes(name)) continue
    out[name] = value
  }
  for (const name of lists) out[name] = form.getAll(name).filter((v): v is string => typeof v === 'string')
  return out
}

/**
 * A form parsed by a use case's input schema: its fields (those in `lists` as arrays), or a
 * 422 AppError with field messages that runForm shows next to the fields.
 */
export function formInput<S extends z.ZodType>(schema: S, form: FormData, lists: readonly string[] = []): z.output<S> {
  return parseInput(schema, formFields(form, lists))
}

/**
 * The values to show again in a form after a failed submit: what was typed, never secrets,
 * nor the robots' trap (`website`, components/ui/honeypot.tsx).
 */
export function echoedValues<T extends FormFields>(
  fields: T,
  secret: readonly string[] = ['password', 'password_confirmation', 'current_password', 'website'],
): T {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !secret.includes(name))) as T
}

/** The text of one form field ('' when absent or a file). */
export function formString(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** The bytes of an uploaded file field, or null when none was chosen. */
export async function formFile(form: FormData, name: string): Promise<Uint8Array | null> {
  const file = form.get(name)
  if (!(file instanceof File) || file.size === 0) return null
  return new Uint8Array(await file.arrayBuffer())
}
