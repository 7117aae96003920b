/**
 * Abuse limits of the accounts module. Sign-in is limited three ways, each attempt counted
 * before the password is checked: per account and address (the lock an attacker can only
 * put on themselves), per address, and a slower limit per account across all addresses
 * (so spreading guesses over a few addresses does not help, while five requests from one
 * address cannot lock the owner out of their own). Successes are taken back.
 */
import { createRateLimiter } from '#core/shared'

const MINUTE = 60_000

export const signInPairLimiter = createRateLimiter('signin-account-address', { limit: 5, windowMs: 15 * MINUTE })
export const signInAccountLimiter = createRateLimiter('signin-account', { limit: 50, windowMs: 60 * MINUTE })
export const signInAddressLimiter = createRateLimiter('signin-address', { limit: 30, windowMs: 15 * MINUTE })
/** Wrong current passwords on the change-password form, per user. */
export const currentPasswordLimiter = createRateLimiter('current-password', { limit: 5, windowMs: 15 * MINUTE })
export const registerAddressLimiter = createRateLimiter('register-address', { limit: 30, windowMs: 60 * MINUTE })
export const recoveryAccountLimiter = createRateLimiter('recovery-account', { limit: 3, windowMs: 60 * MINUTE })
export const recoveryAddressLimiter = createRateLimiter('recovery-address', { limit: 20, windowMs: 60 * MINUTE })
export const resendAccountLimiter = createRateLimiter('resend-account', { limit: 3, windowMs: 60 * MINUTE })
export const resendAddressLimiter = createRateLimiter('resend-address', { limit: 20, windowMs: 60 * MINUTE })
