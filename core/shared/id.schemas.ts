/**
 * Opaque ids in input schemas: the form, the JSON body and the OpenAPI document see the
 * public string (core/shared/ids.utils.ts); the use case receives the number. A value that
 * does not decode as that kind is a 422 on its field, never a 404 or a 500.
 */
import { z } from 'zod'
import { decodeId, type IdKind } from './ids.utils'

/** A required opaque id of `kind`, decoded to its number. */
export function opaqueId(kind: IdKind) {
  return z
    .string()
    .trim()
    .min(1, 'validation.required')
    .transform((value, ctx) => {
      const id = decodeId(kind, value)
      if (id === null) {
        ctx.addIssue({ code: 'custom', message: 'validation.id' })
        return z.NEVER
      }
      return id
    })
}

/** An optional opaque id: absent, null or '' is null; anything else must decode. */
export function optionalOpaqueId(kind: IdKind) {
  return z.preprocess((v) => (v === '' || v === undefined ? null : v), opaqueId(kind).nullable())
}
