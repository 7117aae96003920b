/**
 * The agency's leads inbox: `leads.read` lists and opens the leads of the actor's agencies
 * (Analysts too); `leads.manage` moves them through new → contacted → closed and replies
 * by e-mail through the outbox (the visitor, when signed in, also gets a push "the agency
 * replied"). WhatsApp replies are a wa.me link the page opens. Every change is audited.
 * An owner's inbox is the same use cases under the owner's gate (owner-leads.service.ts).
 */
import { recordAudit } from '#core/audit'
import { listingPath, formatPhone, photoSources, whatsappUrl } from '#core/listings'
import { projectPath } from '#core/projects'
import { enqueuePush } from '#core/notifications'
import { scopeCovers } from '#core/access'
import { type ServiceContext, notFound, validationError, encodeId } from '#core/shared'
import type { LeadReplyInput, LeadStatusInput } from './lead-inbox.schemas'
import { queueLeadReplyEmail } from './lead.mail'
import { backOfficeLeadGate, type LeadGate, type LeadPermission } from './lead.policy'
import {
  appendLeadReply,
  findInboxLead,
  listInboxLeads,
  updateLeadStatus,
  type InboxLeadRow,
  type InboxLeadStatus,
} from './lead-inbox.queries'
import { visitView, type VisitView } from './visit.view'

export const LEADS_PER_PAGE = 25

export interface LeadReplyView {
  at: string
  by: string
  channel: string
  message: string
}

export interface InboxLeadView {
  id: string
  kind: string
  status: InboxLeadStatus
  customer: { id: string; name: string } | null
  property: { id: string; code: string; title: string; thumb: string | null; path: string } | null
  /** A builder's project the lead is about (issue 32), with the unit type asked about. */
  project: { id: string; name: string; path: string; unitType: { id: string; name: string } | null } | null
  name: string
  email: string | null
  phone: string | null
  phoneDisplay: string | null
  message: string | null
  fromSignedInUser: boolean
  createdAt: string
  replies: LeadReplyView[]
  /** A visit request's times and state (kind 'visit'). */
  visit: VisitView | null
}

const PUSH_TEXT = {
  'es-CO': {
    title: (agency: string) => `${agency} respondió tu mensaje`,
    body: 'Revisa tu correo para leer la respuesta.',
  },
  en: { title: (agency: string) => `${agency} replied to your message`, body: 'Check your e-mail to read the reply.' },
} as const

function projectOfLead(row: InboxLeadRow): InboxLeadView['project'] {
  if (row.projectId == null || !row.projectName) return null
  return {
    id: encodeId('project', row.projectId),
    name: row.projectName,
    path: projectPath({ id: row.projectId, name: row.projectName }),
    unitType:
      row.unitTypeId != null && row.unitTypeName
        ? { id: encodeId('projectUnitType', row.unitTypeId), name: row.unitTypeName }
        : null,
  }
}

function leadView(row: InboxLeadRow): InboxLeadView {
  const replies = Array.isArray(row.details?.replies) ? (row.details.replies as LeadReplyView[]) : []
  return {
    id: encodeId('lead', row.id),
    kind: row.kind,
    status: row.status,
    customer:
      row.customerId && row.customerName ? { id: encodeId('customer', row.customerId), name: row.customerName } : null,
    property:
      row.propertyId && row.propertyCode && row.propertyTitle && row.propertyBusinessType
        ? {
            id: encodeId('property', row.propertyId),
            code: row.propertyCode,
            title: row.propertyTitle,
            /** The cover's smallest rendition, for the inbox's thumbnail. */
            thumb: row.propertyCoverKey ? (photoSources(row.propertyCoverKey, null)[0]?.url ?? null) : null,
            path: listingPath({
              id: row.propertyId,
              title: row.propertyTitle,
              municipalityName: row.municipalityName,
              sectorName: row.sectorName,
              businessType: row.propertyBusinessType,
            }),
          }
        : null,
    project: projectOfLead(row),
    name: row.name,
    email: row.email,
    phone: row.phone,
    phoneDisplay: row.phone ? formatPhone(row.phone) : null,
    message: row.message,
    fromSignedInUser: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
    replies,
    visit: row.visit ? visitView(row.visit) : null,
  }
}

/** A lead the gate lets the actor use with the permission; any other is "not found". */
async function loadLead(ctx: ServiceContext, leadId: number, permission: LeadPermission, gate: LeadGate) {
  const scope = await gate.scope(ctx, permission)
  const row = await findInboxLead(ctx.db, leadId)
  if (!row || !scopeCovers(scope, row.customerId)) throw notFound()
  return row
}

/** The leads the gate lets the actor read, narrowed to one of its agencies when asked (another one: 404). */
async function listScope(ctx: ServiceContext, gate: LeadGate, customerId?: number | null) {
  const scope = await gate.scope(ctx, 'leads.read')
  if (customerId == null) return scope
  if (!scopeCovers(scope, customerId)) throw notFound()
  return [customerId]
}

/**
 * The inbox, newest first, a page at a time, with its counts by status. `gate`: whose leads
 * (the back-office's agencies, or an owner's own account).
 */
export async function listLeads(
  ctx: ServiceContext,
  input: { customerId?: number | null; status?: InboxLeadStatus | null; page?: number } = {},
  gate: LeadGate = backOfficeLeadGate,
) {
  const customerIds = await listScope(ctx, gate, input.customerId)
  const page = Math.max(1, Math.floor(input.page ?? 1))
  const { rows, total, byStatus } = await listInboxLeads(ctx.db, {
    customerIds,
    status: input.status ?? null,
    limit: LEADS_PER_PAGE,
    offset: (page - 1) * LEADS_PER_PAGE,
  })
  return { data: rows.map(leadView), meta: { total, page, perPage: LEADS_PER_PAGE, byStatus } }
}

/** At most this many leads in one export (a year of a busy agency's inbox). */
export const LEADS_EXPORT_LIMIT = 20_000

/** The inbox with its filters, newest first, for a CSV export (up to LEADS_EXPORT_LIMIT). */
export async function listLeadsForExport(
  ctx: ServiceContext,
  input: { customerId?: number | null; status?: InboxLeadStatus | null } = {},
): Promise<InboxLeadView[]> {
  const customerIds = await listScope(ctx, backOfficeLeadGate, input.customerId)
  const { rows } = await listInboxLeads(ctx.db, {
    customerIds,
    status: input.status ?? null,
    limit: LEADS_EXPORT_LIMIT,
    offset: 0,
  })
  return rows.map(leadView)
}

export async function getLead(ctx: ServiceContext, leadId: number, gate: LeadGate = backOfficeLeadGate) {
  const row = await loadLead(ctx, leadId, 'leads.read', gate)
  const view = leadView(row)
  return { ...view, canManage: gate.canManage(ctx, row.customerId) }
}

/** A wa.me link to answer the lead on WhatsApp, with a greeting that names the listing. */
export function leadWhatsappUrl(lead: InboxLeadView, greeting: string): string | null {
  return whatsappUrl(lead.phone, greeting)
}

/** `input` is parsed by LeadStatusSchema. */
export async function setLeadStatus(
  ctx: ServiceContext,
  leadId: number,
  { status }: LeadStatusInput,
  gate: LeadGate = backOfficeLeadGate,
) {
  const row = await loadLead(ctx, leadId, 'leads.manage', gate)
  if (row.status !== status) {
    await ctx.db.transaction(async (tx) => {
      await updateLeadStatus(tx, row.id, status)
      await recordAudit(tx, ctx.actor, {
        action: 'lead.status',
        entityType: 'lead',
        entityId: row.id,
        customerId: row.customerId,
        data: { from: row.status, to: status },
      })
    })
  }
  return leadView((await findInboxLead(ctx.db, row.id))!)
}

/**
 * Replies by e-mail (queued in the outbox with the agency's address as Reply-To); marks a
 * new lead contacted. `input` is parsed by LeadReplySchema.
 */
export async function replyToLead(
  ctx: ServiceContext,
  leadId: number,
  { message }: LeadReplyInput,
  gate: LeadGate = backOfficeLeadGate,
) {
  const row = await loadLead(ctx, leadId, 'leads.manage', gate)
  if (!row.email)
    throw validationError({ message: [{ key: 'admin_org.leads_errors.no_email' }] }, 'admin_org.leads_errors.no_email')
  const locale = ctx.locale ?? 'es-CO'
  const agency = row.customerName ?? ''
  await ctx.db.transaction(async (tx) => {
    await appendLeadReply(tx, row.id, {
      at: new Date().toISOString(),
      by: ctx.actor?.fullName ?? '',
      channel: 'email',
      message,
    })
    await queueLeadReplyEmail(tx, {
      to: row.email!,
      name: row.name,
      agency,
      replyTo: row.customerEmail,
      body: message,
      original: row.message,
      locale,
    })
    if (row.userId) {
      const about = leadView(row)
      await enqueuePush(tx, {
        userId: row.userId,
        title: PUSH_TEXT[locale].title(agency),
        body: PUSH_TEXT[locale].body,
        url: about.property?.path ?? about.project?.path ?? '/',
        tag: `lead-${encodeId('lead', row.id)}`,
      })
    }
    await recordAudit(tx, ctx.actor, {
      action: 'lead.reply',
      entityType: 'lead',
      entityId: row.id,
      customerId: row.customerId,
      data: { channel: 'email' },
    })
  })
  return leadView((await findInboxLead(ctx.db, row.id))!)
}
