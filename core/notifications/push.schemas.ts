/**
 * What a browser sends to subscribe to Web Push (PushSubscription.toJSON()) or to
 * unsubscribe: one schema each for the API route, its OpenAPI document and the use case.
 */
import { ECDH } from 'node:crypto'
import { z } from 'zod'
import { isAcceptableEndpoint } from './push-endpoint.infra'

function base64UrlBytes(value: string): number | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null
  return Buffer.from(value.replace(/=+$/, ''), 'base64url').length
}

/** A P-256 point that the encryption can use (not only 65 bytes starting with 0x04). */
function isCurvePoint(value: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(value, 'base64url'), 'prime256v1')
    return true
  } catch {
    return false
  }
}

export const PushSubscriptionSchema = z.object({
  endpoint: z
    .string('validation.required')
    .trim()
    .min(1, { abort: true })
    .max(2048, { abort: true })
    .refine(isAcceptableEndpoint, 'validation.push_endpoint'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      /** The browser's P-256 public key, uncompressed (65 bytes), base64url. */
      p256dh: z
        .string('validation.required')
        .min(1, { abort: true })
        .max(200, { abort: true })
        .refine(
          (v) => base64UrlBytes(v) === 65 && Buffer.from(v, 'base64url')[0] === 4 && isCurvePoint(v),
          'validation.invalid',
        ),
      /** The 16-byte authentication secret, base64url. */
      auth: z
        .string('validation.required')
        .min(1, { abort: true })
        .max(64, { abort: true })
        .refine((v) => base64UrlBytes(v) === 16, 'validation.invalid'),
    },
    'validation.required',
  ),
})
export type PushSubscriptionInput = z.output<typeof PushSubscriptionSchema>

export const PushUnsubscribeSchema = z.object({
  endpoint: z.string('validation.required').trim().min(1, { abort: true }).max(2048),
})
export type PushUnsubscribeInput = z.output<typeof PushUnsubscribeSchema>
