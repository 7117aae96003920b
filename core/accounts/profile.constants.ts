/** Choices and limits the account forms show in the browser too (no server imports here). */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 64
/** How recent the sign-in must be for an account without a password to set its first one. */
export const FIRST_PASSWORD_FRESH_MINUTES = 10

export const DOCUMENT_TYPES = ['CC', 'CE', 'TI', 'PA', 'NIT', 'PEP', 'PPT'] as const
export const GENDERS = ['female', 'male', 'other', 'unspecified'] as const

/** Today in Colombia (UTC−5, no daylight saving), as YYYY-MM-DD. */
export function todayInColombia(now = new Date()): string {
  return new Date(now.getTime() - 5 * 3600_000).toISOString().slice(0, 10)
}
