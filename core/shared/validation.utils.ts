/**
 * Turns Zod issues into catalogue references, so one schema serves the API and the
 * forms and each adapter answers in the visitor's language.
 */
import { z } from 'zod'
import { type FieldErrors, type MessageRef, validationError } from './app.errors'
import type { MessageKey } from './message-key.types'

/** A message that names a catalogue key ("validation.phone", "admin_org.validation.nit"), not Zod's own English. */
const CATALOGUE_KEY = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/

function issueToMessage(issue: z.core.$ZodIssue): MessageRef {
  // Schemas may name a catalogue key directly: z.string().refine(…, 'validation.phone'), or with
  // parameters: .refine(…, { message: 'validation.password_min', params: { min: 8 } }). Zod keeps
  // messages as plain strings, so i18n/catalogue.test.ts checks that every such key exists.
  if (CATALOGUE_KEY.test(issue.message)) {
    const params = issue.code === 'custom' ? (issue.params as MessageRef['params']) : undefined
    return params ? { key: issue.message as MessageKey, params } : { key: issue.message as MessageKey }
  }
  switch (issue.code) {
    case 'invalid_type':
      return { key: 'validation.required' }
    case 'too_small': {
      const min = Number(issue.minimum)
      if (issue.origin === 'string')
        return min <= 1 ? { key: 'validation.required' } : { key: 'validation.min_chars', params: { min } }
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.min_items', params: { min } }
      return { key: 'validation.min_value', params: { min } }
    }
    case 'too_big': {
      const max = Number(issue.maximum)
      if (issue.origin === 'string') return { key: 'validation.max_chars', params: { max } }
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'validation.limit_reached', params: { limit: max } }
      return { key: 'validation.max_value', params: { max } }
    }
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'validation.email' } : { key: 'validation.invalid' }
    case 'invalid_value':
      return { key: 'validation.invalid_option' }
    default:
      return { key: 'validation.invalid' }
  }
}

export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const name = issue.path.length ? issue.path.map(String).join('.') : '_'
    ;(fields[name] ??= []).push(issueToMessage(issue))
  }
  return fields
}

/**
 * NUL bytes (PostgreSQL refuses them in text) and lone UTF-16 surrogates (they cannot be
 * stored as UTF-8) are never legitimate in a text field.
 */
export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || !text.isWellFormed()
}

/** The paths (`a.b.0`, `_` for the input itself) of every string in the input that is unsafe text. */
export function unsafeTextFields(input: unknown): string[] {
  const found: string[] = []
  const walk = (value: unknown, path: string[], depth: number) => {
    if (typeof value === 'string') {
      if (isUnsafeText(value)) found.push(path.length ? path.join('.') : '_')
    } else if (Array.isArray(value) && depth < 20) {
      value.forEach((item, i) => walk(item, [...path, String(i)], depth + 1))
    } else if (value && typeof value === 'object' && depth < 20 && Object.getPrototypeOf(value) === Object.prototype) {
      for (const [key, item] of Object.entries(value)) {
        walk(key, [...path, isUnsafeText(key) ? '_' : key], depth + 1)
        walk(item, [...path, isUnsafeText(key) ? '_' : key], depth + 1)
      }
    }
  }
  walk(input, [], 0)
  return [...new Set(found)]
}

/** The 422 naming each field that carries unsafe text (see isUnsafeText). */
export function unsafeTextError(fields: string[]) {
  return validationError(Object.fromEntries(fields.map((f) => [f, [{ key: 'validation.invalid_characters' }]])))
}

/** Throws unsafeTextError when any string in the input is unsafe text. */
export function assertSafeText(input: unknown) {
  const fields = unsafeTextFields(input)
  if (fields.length) throw unsafeTextError(fields)
}

/** Parses input or throws a 422 AppError with field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  assertSafeText(input)
  const result = schema.safeParse(input)
  if (!result.success) throw validationError(toFieldErrors(result.error))
  return result.data
}
