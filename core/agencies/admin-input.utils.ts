/** parseInput for the back-office forms, with the catalogue keys this module adds (NIT check digit). */
import type { z } from 'zod'
import { AppError, type MessageKey, parseInput } from '#core/shared/browser'

/** Custom refinements name these keys as their message; parseInput maps other custom issues to validation.invalid. */
export const ORG_MESSAGE_KEYS = {
  nit: 'admin_org.validation.nit',
  url: 'admin_org.validation.url',
} as const satisfies Record<string, MessageKey>

const ORG_KEYS: readonly MessageKey[] = Object.values(ORG_MESSAGE_KEYS)

export function parseAdminInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  try {
    return parseInput(schema, input)
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') {
      // Carry our own keys through (parseInput only trusts keys under validation.*).
      for (const issue of result.error.issues) {
        const key = ORG_KEYS.find((k) => k === issue.message)
        if (!key) continue
        const field = issue.path.map(String).join('.') || '_'
        error.fields[field] = [{ key }]
      }
    }
    throw error
  }
}
