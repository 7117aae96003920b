/**
 * An audit entry as /api/admin/audit answers it (snake_case, opaque ids): the schema documents
 * the answer (OpenAPI `AuditEntry`); the audit page shows the same use case's AuditEntryView.
 */
import { z } from 'zod'
import { OpaqueIdSchema as Id, pagedSchema, pagedView } from '#core/shared'
import type { listAudit } from './audit-log.service'

const AuditEntrySchema = z
  .object({
    id: Id,
    action: z.string(),
    entity_type: z.string(),
    entity_id: Id.nullable(),
    customer: z.object({ id: Id, name: z.string() }).nullable(),
    actor: z.object({ id: Id, name: z.string(), email: z.string() }).nullable(),
    data: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' })

/** GET /admin/audit: a page of entries. */
export const AuditPageSchema = pagedSchema(AuditEntrySchema)

export function auditPageAnswer(result: Awaited<ReturnType<typeof listAudit>>): z.infer<typeof AuditPageSchema> {
  return pagedView(result, (e) => ({
    id: e.id,
    action: e.action,
    entity_type: e.entityType,
    entity_id: e.entityId,
    customer: e.customer,
    actor: e.actor,
    data: e.data,
    created_at: e.createdAt,
  }))
}
