/**
 * The one way a lead enters the portal, whatever form sent it: a listing's message form, an
 * agency's microsite, a campaign, the advertise-with-us form or the chat widget. The sender's
 * address is counted against the form's limit first; robots, who fill the hidden `website`
 * field, are counted too and get the same answer with nothing stored. Then, in ONE
 * transaction, each lead is stored with its details and, when the form asked for it, the
 * consent record, and its e-mail is queued in the outbox after it: a failing mail server
 * never loses a lead, the outbox retries.
 */
import type { Executor } from '#db/client'
import { enqueue } from '#core/notifications'
import { visitorKey } from '#core/visitor'
import { type ServiceContext, CONSENT_POLICY, assertNotLimited, type RateLimiter } from '#core/shared'
import { insertLead, type LeadKind, type LeadRow } from './lead.queries'

/** Where a lead came from, besides its fields: the same for every form. */
export interface LeadMeta {
  /** The sender's address: the key of the form's limit, and kept with the lead. */
  ip?: string | null
  /** The anonymous client id cookie (wi_id_client), when present. */
  clientId?: string | null
  /** The browser's user agent: a bot's contact is not counted in the statistics. */
  userAgent?: string | null
}

/** The sender as the listing statistics count visitors: the account (not a key), else the cookie. */
export function leadVisitor(ctx: ServiceContext, meta: LeadMeta): string | null {
  const person = ctx.actor && !ctx.actor.apiKey ? ctx.actor.userId : null
  return visitorKey({ userId: person, clientId: meta.clientId, userAgent: meta.userAgent })
}

/** The e-mail about one stored lead; the outbox payload also carries the lead's id. */
interface LeadEmail {
  template: string
  to: string
  replyTo?: string
  subject: string
  text: string
  html?: string
}

/** The lead's columns naming whom and what it is about; each null unless the recipient names it. */
const SUBJECT_IDS = ['customerId', 'propertyId', 'projectId', 'unitTypeId', 'municipalityId'] as const
type SubjectIds = Record<(typeof SUBJECT_IDS)[number], number | null>

/** Whom one lead is for: a listing's agency, a project's builder, each agency of a campaign, or the portal team. */
interface LeadRecipient extends Partial<SubjectIds> {
  /** This kind's details, stored beside the locale, the source and the consent policy. */
  details?: Record<string, unknown>
  email: (leadId: number) => LeadEmail
  /** What else this kind stores with the lead, in the same transaction, before its e-mail is queued. */
  also?: (tx: Executor, lead: LeadRow) => Promise<void>
}

export interface LeadCapture {
  kind: LeadKind
  /** The form it came from (details.source). */
  source: 'listing' | 'project' | 'microsite' | 'campaign' | 'catchment' | 'chat'
  /** The form's per-address limit. */
  limiter: RateLimiter
  /** The honeypot field: people never see it, so anything in it is a robot. */
  website: string
  name: string
  email: string | null
  phone: string | null
  message: string | null
  /** Whether this form asked for (and so received) consent to process the visitor's data. */
  consent: boolean
  /** One lead each, in order; read only once the sender passed the limit and the honeypot. */
  recipients: (db: Executor) => Promise<LeadRecipient[]> | LeadRecipient[]
  meta: LeadMeta
}

/** `stored` is false for a robot: nothing was written, and it gets the usual answer. */
export interface CapturedLeads {
  stored: boolean
  leads: LeadRow[]
}

/** Stores a lead for each recipient with its e-mail in the outbox, in one transaction; throws 429. */
export async function captureLead(ctx: ServiceContext, lead: LeadCapture): Promise<CapturedLeads> {
  assertNotLimited(await lead.limiter.hit(lead.meta.ip || 'unknown'))
  if (lead.website !== '') return { stored: false, leads: [] }

  const recipients = await lead.recipients(ctx.db)
  const consentAt = lead.consent ? new Date() : null
  const stored = await ctx.db.transaction(async (tx) => {
    const rows: LeadRow[] = []
    for (const recipient of recipients) {
      const row = await insertLead(tx, {
        kind: lead.kind,
        ...(Object.fromEntries(SUBJECT_IDS.map((k) => [k, recipient[k] ?? null])) as SubjectIds),
        userId: ctx.actor?.userId ?? null,
        clientId: lead.meta.clientId ?? null,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        consentAt,
        ip: lead.meta.ip ?? null,
        details: {
          locale: ctx.locale ?? 'es-CO',
          source: lead.source,
          ...recipient.details,
          ...(lead.consent ? { consent_policy: CONSENT_POLICY } : {}),
        },
      })
      await recipient.also?.(tx, row)
      await enqueue(tx, 'email', { ...recipient.email(row.id), leadId: row.id })
      rows.push(row)
    }
    return rows
  })
  return { stored: true, leads: stored }
}
