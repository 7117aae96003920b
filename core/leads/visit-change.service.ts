/**
 * What the visit use cases after the request share: finding the visit the agency or the
 * visitor's link names, and applying one change to it (confirmed, proposed, cancelled) with
 * its audit entry, the lead's status, the e-mails to both sides and the visitor's push.
 */
import type { Executor } from '#db/client'
import { recordAudit } from '#core/audit'
import { enqueue, enqueuePush } from '#core/notifications'
import { AppError, encodeId, notFound, runtime, type MessageKey, type ServiceContext } from '#core/shared'
import { updateLeadStatus } from './lead-inbox.queries'
import { assertCanUseLead, assertCanUseLeads } from './lead.policy'
import { findVisitDetail, updateVisit, type VisitDetailRow } from './visit-request.queries'
import { isVisitLinkAlive } from './visit-slot.rules'
import { verifyVisitToken, visitToken } from './visit-token.infra'
import { visitCancelledEmails, visitScheduledEmails, visitTime } from './visit.mail'
import { localePrefix, mailFacts } from './visit.view'

const PUSH_TEXT = {
  'es-CO': {
    confirmed: (agency: string) => `${agency} confirmó tu visita`,
    proposed: (agency: string) => `${agency} te propone otro horario de visita`,
    cancelled: (agency: string) => `${agency} canceló tu visita`,
  },
  en: {
    confirmed: (agency: string) => `${agency} confirmed your visit`,
    proposed: (agency: string) => `${agency} proposes another time for your visit`,
    cancelled: (agency: string) => `${agency} cancelled your visit`,
  },
} as const

async function queueEmails(tx: Executor, row: VisitDetailRow, emails: Array<Record<string, unknown>>) {
  for (const email of emails) await enqueue(tx, 'email', { ...email, leadId: row.leadId })
}

async function pushToVisitor(tx: Executor, row: VisitDetailRow, kind: 'confirmed' | 'proposed' | 'cancelled') {
  if (!row.userId) return
  const locale = row.visit.locale
  await enqueuePush(tx, {
    userId: row.userId,
    title: PUSH_TEXT[locale][kind](row.agencyName ?? runtime().env.BRAND_NAME),
    body: row.visit.scheduledAt ? visitTime(row.visit.scheduledAt, locale) : `${row.code ?? ''} · ${row.title ?? ''}`,
    url: `${localePrefix(locale)}/visits/${visitToken(row.visit.id)}`,
    tag: `visit-${encodeId('visit', row.visit.id)}`,
  })
}

export const conflict = (key: MessageKey) => new AppError('CONFLICT', { key })
export const cancelledError = () => conflict('errors.visit_cancelled')

/** The agency's page showed another state than the one locked now (`seen` absent: no guard). */
export function assertUnchanged(locked: VisitDetailRow, seen: number | undefined) {
  if (seen !== undefined && locked.visit.sequence !== seen) throw conflict('errors.visit_changed')
}

/** The visit of a lead the actor may handle (leads.manage in its agency), else 403 / 404. */
export async function agencyVisit(ctx: ServiceContext, leadId: number): Promise<VisitDetailRow> {
  assertCanUseLeads(ctx.actor, 'leads.manage')
  const row = await findVisitDetail(ctx.db, { leadId })
  if (!row) throw notFound()
  assertCanUseLead(ctx.actor, 'leads.manage', row.customerId)
  return row
}

type Change =
  | { kind: 'confirmed'; by: 'visitor' | 'agency'; scheduledAt: Date }
  | { kind: 'proposed'; scheduledAt: Date }
  | { kind: 'cancelled'; by: 'visitor' | 'agency'; reason: string }

/**
 * Applies one change to a locked visit, with its audit entry, the lead's status, the e-mails
 * to both sides and a push to a signed-in visitor when the agency acted (never for the
 * visitor's own action). `check` sees the locked row first (a change made meanwhile by the
 * other side counts).
 */
export async function changeVisit(
  ctx: ServiceContext,
  visitId: number,
  change: Change,
  check: (row: VisitDetailRow) => 'skip' | void,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const locked = await findVisitDetail(tx, { visitId }, true)
    if (!locked) throw notFound()
    if (check(locked) === 'skip') return
    const invited = locked.visit.sequence > 0
    if (change.kind === 'cancelled') {
      await updateVisit(tx, visitId, {
        status: 'cancelled',
        cancelledBy: change.by,
        cancelledAt: new Date(),
        bumpSequence: invited,
      })
      await updateLeadStatus(tx, locked.leadId, 'closed')
    } else {
      await updateVisit(tx, visitId, { status: change.kind, scheduledAt: change.scheduledAt, bumpSequence: true })
      if (locked.leadStatus === 'new') await updateLeadStatus(tx, locked.leadId, 'contacted')
    }
    const row = (await findVisitDetail(tx, { visitId }))!
    const facts = mailFacts(row)
    const emails =
      change.kind === 'cancelled'
        ? visitCancelledEmails(facts, change.by, change.reason, invited)
        : visitScheduledEmails(facts, change.kind, change.kind === 'confirmed' ? change.by : 'agency')
    await queueEmails(tx, row, emails as unknown as Array<Record<string, unknown>>)
    const byAgency = change.kind === 'proposed' || change.by === 'agency'
    if (byAgency) await pushToVisitor(tx, row, change.kind)
    await recordAudit(tx, ctx.actor, {
      action:
        change.kind === 'cancelled'
          ? 'lead.visit_cancel'
          : `lead.visit_${change.kind === 'confirmed' ? 'confirm' : 'propose'}`,
      entityType: 'lead',
      entityId: row.leadId,
      customerId: row.customerId,
      data: {
        visit_id: encodeId('visit', visitId),
        ...(change.kind === 'cancelled'
          ? { by: change.by, ...(change.reason ? { reason: change.reason } : {}) }
          : {
              starts_at: change.scheduledAt.toISOString(),
              ...(change.kind === 'confirmed' ? { by: change.by } : {}),
            }),
        sequence: row.visit.sequence,
      },
    })
  })
}

/** The visit a link names: a bad or unknown token is a 404, and so is a visit over VISIT_LINK_DAYS_AFTER days past. */
export async function tokenVisit(ctx: ServiceContext, token: string | null | undefined): Promise<VisitDetailRow> {
  const id = verifyVisitToken(token)
  const row = id == null ? null : await findVisitDetail(ctx.db, { visitId: id })
  if (!row) throw notFound('errors.visit_not_found')
  if (!isVisitLinkAlive(row.visit)) throw notFound('errors.visit_link_expired')
  return row
}
