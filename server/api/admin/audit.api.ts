/** /api/admin/audit: the audit trail (`audit.read`), filterable by entity type, entity id, action and agency. */
import { createRoute, z } from '@hono/zod-openapi'
import { AuditPageSchema, auditPageAnswer, listAudit } from '#core/access'
import { PageNumber } from '#core/shared'
import { fieldId } from '#web/ids'
import { createRouter } from '../router'
import { ok, orgContext, orgRoute } from './org-route'

export const adminAuditApi = createRouter().openapi(
  createRoute({
    ...orgRoute('get', '/admin/audit', "Audit entries of the caller's agencies (all for SuperAdmin), newest first"),
    request: {
      query: z.object({
        entity_type: z.string().optional(),
        entity_id: z
          .string()
          .optional()
          .openapi({ description: 'Opaque id of the entity (a property, user, agency, role or lead id)' }),
        action: z.string().optional().openapi({ description: 'Action prefix, e.g. property.publish or user.' }),
        customer_id: z.string().optional(),
        page: PageNumber,
      }),
    },
    responses: ok(AuditPageSchema, 'Entries'),
  }),
  async (c) => {
    const q = c.req.valid('query')
    const ctx = await orgContext(c)
    const customerId = q.customer_id ? fieldId('customer', 'customer_id', q.customer_id) : null
    const result = await listAudit(ctx, {
      entityType: q.entity_type,
      entityId: q.entity_id,
      action: q.action,
      customerId,
      page: q.page,
    })
    return c.json(auditPageAnswer(result), 200)
  },
)
