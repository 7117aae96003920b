/**
 * An audit entry as a sentence in the reader's language: "Camila Ríos restauró el inmueble
 * WI-000123", "Camila Ríos cambió la dirección del micrositio, el nombre de la inmobiliaria
 * Aburrá Hogar". The audit log and a listing's history both say entries this way.
 */
import { keyIn, type MessageKey, type translate } from '#i18n'

type Params = NonNullable<Parameters<typeof translate>[2]>
type Translate = (key: MessageKey, params?: Params) => string

export interface AuditSentenceEntry {
  action: string
  /** Who did it; null for the system (an import, a job). */
  actor: string | null
  /** What it is about as a person names it; left out where the page already says (a listing's own history). */
  subject?: string | null
  data: Record<string, unknown>
}

/** Whether the catalogue has the key (a name that arrives as data may not): in the browser only the page's language is loaded. */
const known = (t: Translate, key: MessageKey) => t(key) !== key

export function auditSentence(t: Translate, entry: AuditSentenceEntry): string {
  const key = keyIn('admin_org.audit.sentence', entry.action)
  const params = {
    actor: whoDidIt(t, entry),
    subject: entry.subject ?? '',
    ...details(t, entry),
  }
  const text = known(t, key) ? t(key, params) : t('admin_org.audit.sentence.other', { ...params, action: entry.action })
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * Who did it as a person reads it: a call made with an integration key is the key's, on behalf
 * of the person who made it (ADR 0017), whatever the action.
 */
function whoDidIt(t: Translate, entry: AuditSentenceEntry): string {
  const key = entry.data.api_key as { name?: unknown } | undefined
  const owner = entry.actor || t('admin_org.audit.system')
  return typeof key?.name === 'string' ? t('admin_org.audit.key_actor', { name: key.name, owner }) : owner
}

/** The parameters an action's sentence names, from the entry's data. */
function details(t: Translate, entry: AuditSentenceEntry): Params {
  const data = entry.data
  const names = (group: 'admin_org.audit.fields', list: unknown) =>
    (Array.isArray(list) ? list : []).map((name) => ({ key: keyIn(group, String(name)) }))
  switch (entry.action) {
    case 'customer.update': {
      const fields = names('admin_org.audit.fields', data.fields)
      if (Array.isArray(data.advisers) && data.advisers.length > 0)
        fields.push({ key: 'admin_org.audit.fields.advisers' })
      return { fields: fields.length > 0 ? fields : [{ key: 'admin_org.audit.fields.nothing' }] }
    }
    case 'photo.upload':
      return { count: typeof data.count === 'number' ? data.count : 1 }
    case 'role.permission_grant':
    case 'role.permission_revoke': {
      const permission = keyIn('admin_org.roles.permissions', String(data.permission))
      const role = keyIn('admin_org.roles.names', String(data.role))
      return {
        permission: known(t, permission) ? t(permission) : String(data.permission),
        role: known(t, role) ? t(role) : String(data.role),
      }
    }
    case 'lead.status': {
      const status = (s: unknown) => {
        const key = keyIn('admin_org.leads.status', String(s))
        return known(t, key) ? t(key) : String(s)
      }
      return { from: status(data.from), to: status(data.to) }
    }
    case 'api_key.create':
    case 'api_key.revoke':
      return { name: String(data.name ?? '') }
    case 'api_key.request':
      return { method: String(data.method ?? ''), path: String(data.path ?? ''), status: String(data.status ?? '') }
    default:
      return {}
  }
}
