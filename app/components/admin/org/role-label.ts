/** A role's name in the reader's language; a role created on the roles screen keeps the name it was given. */
import { keyIn, type MessageKey } from '#i18n'

export function roleLabel(t: (key: MessageKey) => string, name: string): string {
  const key = keyIn('admin_org.roles.names', name)
  const label = t(key)
  return label === key ? name : label
}
