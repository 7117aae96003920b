/**
 * Abuse limits of the accounts module (ADR 0024). Sign-in is limited three ways, each attempt
 * counted before the password is checked: per account and address (a lock an attacker can
 * only put on their own address), per address, and per account across all addresses — the
 * last one only for browsers that never signed in to the account (known-browser.utils.ts),
 * so a flood from strangers slows strangers and never the owner's own browsers. The account
 * limits back off exponentially rather than lock for a fixed time; a password reset clears
 * the account's counters. Reset and confirmation e-mails: at most one per account every few
 * minutes (the rest are answered alike and send nothing), so the owner can always get one.
 */
import { createBackoffLimiter, createRateLimiter } from '#core/shared'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Waits of 1, 2, 4, 8, 16, 32 and then 60 minutes between guesses, remembered for a day. */
const backoff = { firstWaitMs: MINUTE, maxWaitMs: HOUR, memoryMs: 24 * HOUR }

export const signInPairLimiter = createBackoffLimiter('signin-account-address', {
  free: 5,
  windowMs: 15 * MINUTE,
  ...backoff,
})
export const signInAccountLimiter = createBackoffLimiter('signin-account', { free: 20, windowMs: HOUR, ...backoff })
export const signInAddressLimiter = createRateLimiter('signin-address', { limit: 30, windowMs: 15 * MINUTE })
export const signInPairKey = (email: string, address: string) => `${email} ${address}`

/** Wrong current passwords on the change-password form, per user. */
export const currentPasswordLimiter = createRateLimiter('current-password', { limit: 5, windowMs: 15 * MINUTE })
export const registerAddressLimiter = createRateLimiter('register-address', { limit: 30, windowMs: HOUR })

/** How often one account may be sent a reset or a confirmation e-mail. */
const ACCOUNT_EMAIL_EVERY_MINUTES = 5
export const recoveryAccountLimiter = createRateLimiter('recovery-account', {
  limit: 1,
  windowMs: ACCOUNT_EMAIL_EVERY_MINUTES * MINUTE,
})
export const recoveryAddressLimiter = createRateLimiter('recovery-address', { limit: 20, windowMs: HOUR })
export const resendAccountLimiter = createRateLimiter('resend-account', {
  limit: 1,
  windowMs: ACCOUNT_EMAIL_EVERY_MINUTES * MINUTE,
})
export const resendAddressLimiter = createRateLimiter('resend-address', { limit: 20, windowMs: HOUR })
