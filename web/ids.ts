/** Opaque ids as adapters receive them: in a path a bad id is a 404, in a filter a 422. */
import { notFound, validationError, type MessageKey, decodeId, type IdKind } from '#core/shared'

/** The integer behind an id in the path; malformed, unknown or of another kind → 404. */
export function pathId(kind: IdKind, value: string | undefined, notFoundKey?: MessageKey): number {
  const id = decodeId(kind, value)
  if (id == null) throw notFound(notFoundKey)
  return id
}

/** The integer behind an id given in a query parameter or form field; malformed → 422 on that field. */
export function fieldId(kind: IdKind, field: string, value: string): number {
  const id = decodeId(kind, value)
  if (id == null) throw validationError({ [field]: [{ key: 'validation.id' }] })
  return id
}
