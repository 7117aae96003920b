/**
 * The audit log viewer (`audit.read`): an agency's Admin sees the entries about its
 * agencies, a portal-wide holder sees everything. Filterable by entity type, entity id
 * (the opaque public id, whose kind names the entity) and action prefix.
 */
import { listAuditEntityTypes, listAuditEntries } from '#core/audit'
import { type ServiceContext, validationError, decodeId, encodeId, type IdKind } from '#core/shared'
import { assertCanReadAudit } from './access.policy'

export const AUDIT_PER_PAGE = 50

/** Audit entity types and the public-id kind of their ids. */
export const AUDIT_ENTITY_KINDS: Record<string, IdKind> = {
  property: 'property',
  photo: 'photo',
  user: 'user',
  customer: 'customer',
  role: 'role',
  lead: 'lead',
  adviser: 'adviser',
  saved_search: 'savedSearch',
}

/** "property" and its integer id from an opaque id of any audited kind, or null. */
export function decodeEntityId(
  publicId: string,
  entityType?: string | null,
): { entityType: string; id: number } | null {
  const types = entityType ? [entityType] : Object.keys(AUDIT_ENTITY_KINDS)
  for (const type of types) {
    const kind = AUDIT_ENTITY_KINDS[type]
    if (!kind) continue
    const id = decodeId(kind, publicId)
    if (id != null) return { entityType: type, id }
  }
  return null
}

export interface AuditQuery {
  entityType?: string | null
  entityId?: string | null
  action?: string | null
  customerId?: number | null
  page?: number
}

export interface AuditEntryView {
  id: string
  action: string
  entityType: string
  entityId: string | null
  customer: { id: string; name: string } | null
  actor: { id: string; name: string; email: string } | null
  data: Record<string, unknown>
  /** What the entry is about as a person names it (a listing's code, an agency's name, a member's e-mail), or null. */
  subject: string | null
  createdAt: string
}

export async function listAudit(ctx: ServiceContext, query: AuditQuery = {}) {
  const customerIds = assertCanReadAudit(ctx.actor, query.customerId)
  let entityType = query.entityType?.trim() || null
  let entityId: number | null = null
  if (entityType && !AUDIT_ENTITY_KINDS[entityType])
    throw validationError({ entity_type: [{ key: 'validation.invalid_option' }] })
  if (query.entityId) {
    const decoded = decodeEntityId(query.entityId.trim(), entityType)
    if (!decoded) throw validationError({ entity_id: [{ key: 'validation.id' }] })
    entityType = decoded.entityType
    entityId = decoded.id
  }
  const page = Math.max(1, Math.floor(query.page ?? 1))
  const { rows, total } = await listAuditEntries(ctx.db, {
    customerIds,
    entityType,
    entityId,
    action: query.action?.trim() || null,
    limit: AUDIT_PER_PAGE,
    offset: (page - 1) * AUDIT_PER_PAGE,
  })
  const data: AuditEntryView[] = rows.map((r) => {
    const kind = AUDIT_ENTITY_KINDS[r.entityType]
    return {
      id: encodeId('audit', r.id),
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId != null && kind ? encodeId(kind, r.entityId) : null,
      customer:
        r.customerId && r.customerName ? { id: encodeId('customer', r.customerId), name: r.customerName } : null,
      actor: r.actorUserId
        ? {
            id: encodeId('user', r.actorUserId),
            name: `${r.actorFirstName ?? ''} ${r.actorLastName ?? ''}`.trim(),
            email: r.actorEmail ?? '',
          }
        : null,
      data: r.data,
      subject: r.subject ?? null,
      createdAt: r.createdAt.toISOString(),
    }
  })
  return { data, meta: { total, page, perPage: AUDIT_PER_PAGE } }
}

export async function auditEntityTypes(ctx: ServiceContext): Promise<string[]> {
  assertCanReadAudit(ctx.actor)
  const found = await listAuditEntityTypes(ctx.db)
  return [...new Set([...Object.keys(AUDIT_ENTITY_KINDS).filter((t) => t !== 'saved_search'), ...found])].filter(
    (t) => AUDIT_ENTITY_KINDS[t],
  )
}
