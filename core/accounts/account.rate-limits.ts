/**
 * Abuse limits of the accounts module, per account (e-mail) and per address (IP).
 * Sign-in counts failures only, so a person who signs in often is never locked out.
 */
import { createRateLimiter } from '../shared/rate-limit'

const MINUTE = 60_000

export const signInAccountLimiter = createRateLimiter('signin-account', { limit: 5, windowMs: 15 * MINUTE })
export const signInAddressLimiter = createRateLimiter('signin-address', { limit: 30, windowMs: 15 * MINUTE })
export const registerAddressLimiter = createRateLimiter('register-address', { limit: 30, windowMs: 60 * MINUTE })
export const recoveryAccountLimiter = createRateLimiter('recovery-account', { limit: 3, windowMs: 60 * MINUTE })
export const recoveryAddressLimiter = createRateLimiter('recovery-address', { limit: 20, windowMs: 60 * MINUTE })
export const resendAccountLimiter = createRateLimiter('resend-account', { limit: 3, windowMs: 60 * MINUTE })
export const resendAddressLimiter = createRateLimiter('resend-address', { limit: 20, windowMs: 60 * MINUTE })
