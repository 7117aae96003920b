/** Shared bits of the /api/admin/* adapters: path ids (the back-office texts are registered by server/composition.ts). */
import { notFound, type MessageKey } from '#core/shared/errors'
import { decodeId, type IdKind } from '#core/shared/ids'

/** The integer behind a path id; malformed or of another kind → 404. */
export function pathId(kind: IdKind, value: string | undefined, key: MessageKey = 'errors.property_not_found'): number {
  const id = decodeId(kind, value)
  if (id == null) throw notFound(key)
  return id
}
