/** parseInput plus the parameter the password-length message needs ("at least {min} characters"). */
import type { z } from 'zod'
import { AppError, parseInput } from '#core/shared/browser'
import { PASSWORD_MAX, PASSWORD_MIN } from './password-strength.rules'

export function parseAccountInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  try {
    return parseInput(schema, input)
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') {
      for (const refs of Object.values(error.fields)) {
        for (const ref of refs) {
          if (ref.key === 'validation.password_min') ref.params = { min: PASSWORD_MIN }
          if (ref.key === 'validation.max_chars' && !ref.params) ref.params = { max: PASSWORD_MAX }
        }
      }
    }
    throw error
  }
}
