/**
 * Visit requests: a visitor proposes up to three times to see a listing (stored as a lead of
 * kind 'visit' with its visit row, in one transaction with the e-mails queued in the outbox);
 * the agency confirms one, proposes another or cancels (leads.manage, its own agency only,
 * audited); the visitor cancels, or accepts a proposed time, through the signed link of their
 * e-mails (or from their panel when signed in). Every agreed, proposed or cancelled time
 * reaches both sides by e-mail with its calendar invitation (same UID, SEQUENCE + 1), and a
 * push to a signed-in visitor when the agency acted. The link works while the visit is at most
 * VISIT_LINK_DAYS_AFTER days past; it cancels or accepts only while the visit is ahead.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Executor } from '#db/client'
import { signingKey } from '#core/accounts'
import { recordAudit } from '#core/audit'
import { listingPath } from '#core/listings'
import { enqueue, enqueuePush } from '#core/notifications'
import { recordListingEvent } from '#core/visitor'
import {
  AppError,
  decodeId,
  encodeId,
  notFound,
  runtime,
  siteOrigin,
  unauthenticated,
  validationError,
  type MessageKey,
  type ServiceContext,
} from '#core/shared'
import { captureLead, leadVisitor, type LeadMeta } from './capture-lead.service'
import { updateLeadStatus } from './lead-inbox.queries'
import { assertCanUseLead, assertCanUseLeads } from './lead.policy'
import type {
  VisitAcceptInput,
  VisitAgencyCancelInput,
  VisitCancelInput,
  VisitConfirmInput,
  VisitProposeInput,
  VisitRequestInput,
} from './visit-request.schemas'
import {
  findVisitDetail,
  insertVisit,
  listVisitsOfUser,
  updateVisit,
  type VisitDetailRow,
  type VisitRow,
} from './visit-request.queries'
import { isVisitAhead, isVisitLinkAlive } from './visit-slot.rules'
import {
  visitCancelledEmails,
  visitRequestedEmails,
  visitScheduledEmails,
  visitTime,
  type VisitMailFacts,
} from './visit.mail'
import { publicPlace, visitView, type VisitView } from './visit.view'
import { findListingForMessage } from './visitor-lead.queries'
import { visitRequestLimiter } from './visitor-lead.rate-limit'

export const VISIT_REQUEST_THANKS_KEY: MessageKey = 'visitor.visit.sent'

// ── the visitor's link ──────────────────────────────────────────────────────

function signature(visitId: number): string {
  return createHmac('sha256', signingKey()).update(`visit-manage:${visitId}`).digest('base64url').slice(0, 32)
}

/** "{opaque visit id}.{signature}": enough to see, cancel or accept one visit, nothing else. */
export function visitToken(visitId: number): string {
  return `${encodeId('visit', visitId)}.${signature(visitId)}`
}

function verifyVisitToken(token: string | null | undefined): number | null {
  if (!token || token.length > 100) return null
  const [publicId, sig] = token.split('.')
  const id = decodeId('visit', publicId)
  if (id == null || !sig) return null
  const expected = Buffer.from(signature(id))
  const given = Buffer.from(sig)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}

// ── what the e-mails and pages say ─────────────────────────────────────────

function listingUrlPath(row: VisitDetailRow): string | null {
  if (row.propertyId == null || !row.title || !row.businessType) return null
  return listingPath({
    id: row.propertyId,
    title: row.title,
    municipalityName: row.municipalityName,
    sectorName: row.sectorName,
    businessType: row.businessType,
  })
}

const localePrefix = (locale: 'es-CO' | 'en') => (locale === 'en' ? '/en' : '')

/** Where the agency's copies go: the address the request was first sent to. */
function agencyAddress(row: VisitDetailRow): string {
  const deliveredTo = row.details?.delivered_to
  return typeof deliveredTo === 'string' && deliveredTo ? deliveredTo : row.agencyEmail || runtime().env.TEAM_EMAIL
}

function mailFacts(row: VisitDetailRow): VisitMailFacts {
  const origin = siteOrigin()
  const { visit } = row
  const prefix = localePrefix(visit.locale)
  const brand = runtime().env.BRAND_NAME
  const path = listingUrlPath(row)
  return {
    brand,
    uid: `visit-${encodeId('visit', visit.id)}@${new URL(origin).hostname}`,
    sequence: visit.sequence,
    code: row.code ?? '',
    title: row.title ?? '',
    place: publicPlace([row.sectorName, row.municipalityName, row.departmentName]) || 'Colombia',
    listingUrl: path ? origin + prefix + path : origin + prefix + '/',
    agency: { name: row.agencyName ?? brand, email: agencyAddress(row) },
    visitor: { name: row.name, email: row.email ?? '', phone: row.phone },
    slots: visit.slots.map((s) => new Date(s)),
    scheduledAt: visit.scheduledAt,
    manageUrl: `${origin}${prefix}/visits/${visitToken(visit.id)}`,
    inboxUrl: `${origin}/admin/leads/${encodeId('lead', row.leadId)}`,
    locale: visit.locale,
  }
}

export interface VisitorVisitView extends VisitView {
  token: string
  code: string
  title: string
  place: string
  agencyName: string
  /** The listing page, in the visitor's language (null when the listing is gone). */
  path: string | null
  createdAt: string
  canCancel: boolean
  canAccept: boolean
}

function visitorView(row: VisitDetailRow, locale: 'es-CO' | 'en'): VisitorVisitView {
  const path = listingUrlPath(row)
  return {
    ...visitView(row.visit),
    token: visitToken(row.visit.id),
    code: row.code ?? '',
    title: row.title ?? '',
    place: publicPlace([row.sectorName, row.municipalityName, row.departmentName]),
    agencyName: row.agencyName ?? '',
    path: path ? localePrefix(locale) + path : null,
    createdAt: row.visit.createdAt.toISOString(),
    canCancel: row.visit.status !== 'cancelled' && isVisitAhead(row.visit),
    canAccept: row.visit.status === 'proposed' && (row.visit.scheduledAt?.getTime() ?? 0) > Date.now(),
  }
}

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

const conflict = (key: MessageKey) => new AppError('CONFLICT', { key })
const cancelledError = () => conflict('errors.visit_cancelled')

/** The agency's page showed another state than the one locked now (`seen` absent: no guard). */
function assertUnchanged(locked: VisitDetailRow, seen: number | undefined) {
  if (seen !== undefined && locked.visit.sequence !== seen) throw conflict('errors.visit_changed')
}

// ── the visitor asks ────────────────────────────────────────────────────────

export interface VisitRequestResult {
  stored: boolean
  visitId: string | null
  messageKey: MessageKey
  contact: { name: string; email: string; phone: string } | null
}

/**
 * `data` is parsed by VisitRequestSchema. The lead, its visit and both e-mails (the agency's
 * and the visitor's receipt) are written in one transaction; a listing the public cannot see is
 * a 404, the address limit a 429.
 */
export async function requestVisit(
  ctx: ServiceContext,
  propertyId: number | null,
  data: VisitRequestInput,
  meta: LeadMeta = {},
): Promise<VisitRequestResult> {
  const listing = propertyId != null ? await findListingForMessage(ctx.db, propertyId) : null
  if (!listing) throw notFound('errors.property_not_found')
  const to = listing.adviserEmail || listing.agencyEmail || runtime().env.TEAM_EMAIL
  const locale = ctx.locale ?? 'es-CO'
  let visitId: number | null = null
  let agencyEmail: Record<string, unknown> | null = null

  const captured = await captureLead(ctx, {
    kind: 'visit',
    source: 'listing',
    limiter: visitRequestLimiter,
    website: data.website,
    name: data.name,
    email: data.email,
    phone: data.phone,
    message: null,
    consent: true,
    meta,
    recipients: () => [
      {
        customerId: listing.customerId,
        propertyId: listing.id,
        municipalityId: listing.municipalityId,
        details: { code: listing.code, delivered_to: to },
        also: async (tx, lead) => {
          const visit = await insertVisit(tx, {
            leadId: lead.id,
            slots: data.slots.map((d) => d.toISOString()),
            locale,
          })
          visitId = visit.id
          const row = await findVisitDetail(tx, { visitId: visit.id })
          const emails = visitRequestedEmails(mailFacts(row!), lead.id)
          agencyEmail = { ...emails.agency }
          await enqueue(tx, 'email', { ...emails.visitor, leadId: lead.id })
        },
        email: () => agencyEmail as never,
      },
    ],
  })
  if (!captured.stored || visitId == null)
    return { stored: false, visitId: null, messageKey: VISIT_REQUEST_THANKS_KEY, contact: null }
  await recordListingEvent(ctx.db, listing.id, 'visit_request', leadVisitor(ctx, meta))
  return {
    stored: true,
    visitId: encodeId('visit', visitId),
    messageKey: VISIT_REQUEST_THANKS_KEY,
    contact: { name: data.name, email: data.email, phone: data.phone },
  }
}

// ── the agency answers ──────────────────────────────────────────────────────

/** The visit of a lead the actor may handle (leads.manage in its agency), else 403 / 404. */
async function agencyVisit(ctx: ServiceContext, leadId: number): Promise<VisitDetailRow> {
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
async function changeVisit(
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

/**
 * The agency confirms one of the visitor's starts, or the one it proposed itself (parsed by
 * VisitConfirmSchema); another start, or a past one, is a 422; with `sequence`, a visit changed
 * since the page showed it is a 409.
 */
export async function confirmVisit(ctx: ServiceContext, leadId: number, { starts_at, sequence }: VisitConfirmInput) {
  const at = starts_at.getTime()
  const offered = (visit: VisitRow) =>
    visit.slots.some((s) => new Date(s).getTime() === at) ||
    ((visit.status === 'proposed' || visit.status === 'confirmed') && visit.scheduledAt?.getTime() === at)
  const notOffered = () => validationError({ starts_at: [{ key: 'validation.visit_slot_not_offered' }] })
  const row = await agencyVisit(ctx, leadId)
  if (!offered(row.visit)) throw notOffered()
  if (at <= Date.now()) throw validationError({ starts_at: [{ key: 'validation.visit_slot_gone' }] })
  await changeVisit(ctx, row.visit.id, { kind: 'confirmed', by: 'agency', scheduledAt: starts_at }, (locked) => {
    if (locked.visit.status === 'cancelled') throw cancelledError()
    if (locked.visit.status === 'confirmed' && locked.visit.scheduledAt?.getTime() === at) return 'skip'
    assertUnchanged(locked, sequence)
    if (!offered(locked.visit)) throw notOffered()
  })
}

/** The agency proposes another start (parsed by VisitProposeSchema: the same hours as the visitor's). */
export async function proposeVisitTime(
  ctx: ServiceContext,
  leadId: number,
  { starts_at, sequence }: VisitProposeInput,
) {
  const row = await agencyVisit(ctx, leadId)
  await changeVisit(ctx, row.visit.id, { kind: 'proposed', scheduledAt: starts_at }, (locked) => {
    if (locked.visit.status === 'cancelled') throw cancelledError()
    if (locked.visit.status === 'proposed' && locked.visit.scheduledAt?.getTime() === starts_at.getTime()) return 'skip'
    assertUnchanged(locked, sequence)
  })
}

/** The agency cancels (parsed by VisitAgencyCancelSchema); cancelling again changes nothing. */
export async function cancelVisitByAgency(
  ctx: ServiceContext,
  leadId: number,
  { reason, sequence }: VisitAgencyCancelInput,
) {
  const row = await agencyVisit(ctx, leadId)
  await changeVisit(ctx, row.visit.id, { kind: 'cancelled', by: 'agency', reason }, (locked) => {
    if (locked.visit.status === 'cancelled') return 'skip'
    assertUnchanged(locked, sequence)
  })
}

// ── the visitor, by the link of their e-mails or from their panel ──────────

/** The visit a link names: a bad or unknown token is a 404, and so is a visit over VISIT_LINK_DAYS_AFTER days past. */
async function tokenVisit(ctx: ServiceContext, token: string | null | undefined): Promise<VisitDetailRow> {
  const id = verifyVisitToken(token)
  const row = id == null ? null : await findVisitDetail(ctx.db, { visitId: id })
  if (!row) throw notFound('errors.visit_not_found')
  if (!isVisitLinkAlive(row.visit)) throw notFound('errors.visit_link_expired')
  return row
}

/** The visit a link names, as its page shows it (404 as tokenVisit). */
export async function getVisitByToken(
  ctx: ServiceContext,
  token: string | null | undefined,
): Promise<VisitorVisitView> {
  const row = await tokenVisit(ctx, token)
  return visitorView(row, ctx.locale ?? row.visit.locale)
}

/** The visitor cancels while the visit is ahead (no sign-in: the link is the key); cancelling again changes nothing. */
export async function cancelVisitByVisitor(
  ctx: ServiceContext,
  token: string | null | undefined,
  { reason }: VisitCancelInput,
): Promise<VisitorVisitView> {
  const row = await tokenVisit(ctx, token)
  await changeVisit(ctx, row.visit.id, { kind: 'cancelled', by: 'visitor', reason }, (locked) => {
    if (locked.visit.status === 'cancelled') return 'skip'
    if (!isVisitAhead(locked.visit)) throw conflict('errors.visit_past')
  })
  return getVisitByToken(ctx, token)
}

/**
 * The visitor accepts the time the agency proposed, the one their page showed (`starts_at`):
 * the visit is confirmed at it. A proposal changed meanwhile is a 409; accepting again, once
 * confirmed at that time, answers the visit as it is.
 */
export async function acceptProposedVisit(
  ctx: ServiceContext,
  token: string | null | undefined,
  { starts_at }: VisitAcceptInput,
): Promise<VisitorVisitView> {
  const row = await tokenVisit(ctx, token)
  const check = ({ visit }: VisitDetailRow) => {
    const same = visit.scheduledAt?.getTime() === starts_at.getTime()
    if (visit.status === 'confirmed' && same) return 'skip' as const
    if (visit.status === 'cancelled') throw cancelledError()
    if (visit.status === 'confirmed') throw conflict('errors.visit_proposal_changed')
    if (visit.status !== 'proposed' || !visit.scheduledAt) throw conflict('errors.visit_not_proposed')
    if (!same) throw conflict('errors.visit_proposal_changed')
    if (visit.scheduledAt.getTime() <= Date.now()) throw conflict('errors.visit_proposal_past')
  }
  if (check(row) !== 'skip')
    await changeVisit(ctx, row.visit.id, { kind: 'confirmed', by: 'visitor', scheduledAt: starts_at }, check)
  return getVisitByToken(ctx, token)
}

/** The visits a signed-in visitor asked for, newest first, each with its link. */
export async function listOwnVisits(ctx: ServiceContext): Promise<VisitorVisitView[]> {
  if (!ctx.actor?.userId) throw unauthenticated()
  const rows = await listVisitsOfUser(ctx.db, ctx.actor.userId)
  return rows.map((row) => visitorView(row, ctx.locale ?? 'es-CO'))
}
