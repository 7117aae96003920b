/**
 * Turns Zod issues into catalogue references, so one schema serves the API and the
 * forms and each adapter answers in the visitor's language.
 */
import { z } from 'zod'
import { type FieldErrors, type MessageRef, validationError } from './errors'

function issueToMessage(issue: z.core.$ZodIssue): MessageRef {
  // Schemas may name a catalogue key directly: z.string().refine(…, 'validation.nit').
  if (issue.message.startsWith('validation.')) return { key: issue.message }
  switch (issue.code) {
    case 'invalid_type':
      return { key: 'validation.required' }
    case 'too_small': {
      const min = Number(issue.minimum)
      if (issue.origin === 'string') return min <= 1 ? { key: 'validation.required' } : { key: 'validation.min_chars', params: { min } }
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.min_items', params: { min } }
      return { key: 'validation.min_value', params: { min } }
    }
    case 'too_big': {
      const max = Number(issue.maximum)
      if (issue.origin === 'string') return { key: 'validation.max_chars', params: { max } }
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.limit_reached', params: { limit: max } }
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

/** Parses input or throws a 422 AppError with field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw validationError(toFieldErrors(result.error))
  return result.data
}
