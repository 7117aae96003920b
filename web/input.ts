/**
 * Input as a use case's schema expects it, from a form or a JSON body. The schema is the
 * use case's own (the same the API route and the OpenAPI document use); a failure is a
 * 422 AppError with field messages, answered by web/errors.ts like any other.
 */
import type { z } from 'zod'
import { parseInput } from '#core/shared'

export type FormFields = Record<string, string | string[]>

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
