/** Shared bits of the /api/admin/* adapters: texts and path ids. */
import '../../../app/i18n/all'
import { registerMessages } from '../../../app/i18n'
import { admin as adminEn } from '../../../app/i18n/en/admin'
import { admin as adminEs } from '../../../app/i18n/es-CO/admin'
import { notFound, type MessageKey } from '#core/shared/errors'
import { decodeId, type IdKind } from '#core/shared/ids'

registerMessages('es-CO', { admin: adminEs })
registerMessages('en', { admin: adminEn })

/** The integer behind a path id; malformed or of another kind → 404. */
export function pathId(kind: IdKind, value: string | undefined, key: MessageKey = 'errors.property_not_found'): number {
  const id = decodeId(kind, value)
  if (id == null) throw notFound(key)
  return id
}
