/**
 * The audit trail: who did what to which entity, written with the change itself (pass the
 * transaction as `db`). Entity types are plain names: 'property', 'photo', 'user',
 * 'customer', 'role', 'lead'.
 */
import type { Executor } from '#db/client'
import type { Actor } from '#core/shared'
import * as queries from './audit.queries'

export interface AuditEntry {
  action: string
  entityType: string
  entityId: number | null
  customerId?: number | null
  data?: Record<string, unknown>
}

export async function recordAudit(db: Executor, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await queries.insertAuditEntry(db, {
    actorUserId: actor?.userId ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    customerId: entry.customerId ?? null,
    // Done with an integration key: which one, on every entry (ADR 0017).
    data: actor?.apiKey ? { ...entry.data, api_key: actor.apiKey } : (entry.data ?? {}),
  })
}

/** The writer of entries about one kind of record, each filed under the record's agency. */
export function entityAudit(entityType: string) {
  return (
    db: Executor,
    actor: Actor | null,
    action: string,
    entity: { id: number; customerId: number },
    data?: Record<string, unknown>,
  ) => recordAudit(db, actor, { action, entityType, entityId: entity.id, customerId: entity.customerId, data })
}

/** An entry about a listing, filed under its agency. */
export const recordListingAudit = entityAudit('property')

/** An entry about an agency. */
export function recordCustomerAudit(
  db: Executor,
  actor: Actor | null,
  action: string,
  customerId: number,
  data?: Record<string, unknown>,
) {
  return recordAudit(db, actor, { action, entityType: 'customer', entityId: customerId, customerId, data })
}

/** A page of the trail, newest first, with its total; the caller (the audit viewer's service) checks who may read it. */
export function listAuditEntries(db: Executor, filter: queries.AuditFilter) {
  return queries.listAuditEntries(db, filter)
}

/** The entity types the trail holds. */
export function listAuditEntityTypes(db: Executor) {
  return queries.listAuditEntityTypes(db)
}
