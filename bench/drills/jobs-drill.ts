/**
 * The `jobs_exactly_once` drill (issue 34): with every host running the outbox and the alerts
 * jobs, each e-mail reaches the mail server once. An SMTP sink listens where the cluster's hosts
 * send their mail (MACHINE_ADDRESS:SMTP_SINK_PORT, deploy/app/app.env); SEARCHES visitor accounts
 * with a saved search ("immediately") are written to the database; then for WINDOW_MS, under the
 * drills' load (whose leads each queue the agency's e-mail), a demo agency admin unpublishes and
 * republishes one of its listings every STEP_MS, each new to every search: each search's digests
 * announce it once. Afterwards, once every search was checked past the last republication and
 * the drill's outbox items are all sent, the sink's messages are counted by what each is about:
 * a lead's e-mail by the lead (its Reply-To, the visitor's own address), a digest by its
 * recipient and the listings it announces. A key received twice is a duplicate; an outbox item
 * whose key never arrived is lost mail.
 */
import { randomBytes } from 'node:crypto'
import { inArray, sql } from 'drizzle-orm'
import { queryRows, type Database } from '#db/client'
import { properties, savedSearches, users } from '#db/schema'
import { encodeOperation } from '#core/shared'
import { MACHINE_ADDRESS, SMTP_SINK_PORT } from '../../scripts/cluster/layout'
import { startSmtpServer, type ReceivedMail } from '../../tests/support/smtp-server'
import type { Cluster } from './cluster-control'
import { hostBase, publishedListings, signIn, transition, type AgencyListing } from './back-office'

const SEARCHES = 30
const WINDOW_MS = 60_000
const STEP_MS = 5_000
/** The alerts run every ALERT_INTERVAL_SECONDS (30 by default) on each host, the outbox every 2 s. */
const SETTLE_MS = 120_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface JobsOutcome {
  recovery_s: number
  /** Messages received more than once (extra copies of one lead's e-mail or of one digest). */
  duplicates: number
  /** Listings announced to one search by two different digests. */
  announced_twice: number
  /** Messages of the drill the sink received (distinct) and that the outbox held. */
  emails: number
  emails_expected: number
  lost_emails: number
  /** Digests queued (the alerts) and listing announcements received against every search × listing. */
  alerts: number
  announcements: number
  /**
   * Announcements a received digest made without listing them: it shows the first DIGEST_MAX_ITEMS
   * and links to the search, and records every listing it announced (`newPropertyIds`).
   */
  beyond_cap: number
  announcements_expected: number
  republished: number
  held: number
}

const headerOf = (raw: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*)$`, 'mi').exec(raw.split(/\r?\n\r?\n/)[0])?.[1]?.trim() ?? null
const addressOf = (value: string | null) => (value ? (/<([^>]+)>/.exec(value)?.[1] ?? value).toLowerCase() : null)

export async function startJobsDrill(cluster: Cluster, db: Database) {
  const sink = await startSmtpServer({ host: MACHINE_ADDRESS, port: SMTP_SINK_PORT })
  const stamp = randomBytes(4).toString('hex')
  const alertPrefix = `alerts-${stamp}-`
  const writer = hostBase(1)
  const token = await signIn(writer, 'admin@example.com', cluster.secrets.demoPassword)
  const listings = (await publishedListings(writer, token, 200))
    .filter((l) => l.business_type !== 'sale')
    .slice(0, WINDOW_MS / STEP_MS)
  const accounts = await db
    .insert(users)
    .values(
      Array.from({ length: SEARCHES }, (_, i) => ({
        email: `${alertPrefix}${i}@example.com`,
        firstName: `Alerta ${i}`,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id })
  const searchIds = (
    await db
      .insert(savedSearches)
      .values(
        accounts.map((a) => ({
          userId: a.id,
          name: `Arriendos (${stamp})`,
          query: `operation_type_id=${encodeOperation('rent')}`,
          frequency: 'immediately' as const,
        })),
      )
      .returning({ id: savedSearches.id })
  ).map((r) => r.id)

  const republished: AgencyListing[] = []
  let held = 0
  let lastPublishedAt = new Date()

  /** The window: one listing unpublished and republished every STEP_MS, on each host in turn. */
  async function run(): Promise<void> {
    const started = Date.now()
    for (const [k, listing] of listings.entries()) {
      await sleep(Math.max(0, started + k * STEP_MS - Date.now()))
      const base = hostBase((k % cluster.state.hosts) + 1)
      await transition(base, token, listing.id, 'unpublish')
      if ((await transition(base, token, listing.id, 'republish')) === 'published') republished.push(listing)
      else held++
      lastPublishedAt = new Date()
    }
    await sleep(Math.max(0, started + WINDOW_MS - Date.now()))
  }

  const codePattern = (code: string) =>
    new RegExp(`(?<![\\w-])${code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`)
  /** What one message is about: the lead (its visitor's address) or the digest (recipient and listings). */
  function keyOf(to: string, replyTo: string | null, text: string, leadPrefix: string): string | null {
    if (replyTo?.startsWith(leadPrefix)) return `lead ${replyTo}`
    if (!to.startsWith(alertPrefix)) return null
    const codes = republished.filter((l) => codePattern(l.code).test(text)).map((l) => l.code)
    return `digest ${to} ${codes.sort().join(' ')}`
  }

  /** After the load stopped: waits for the alerts and the outbox, then counts at the sink. */
  async function count(leadStamp: string): Promise<JobsOutcome> {
    const leadPrefix = `drill-${leadStamp}-`
    const stopped = Date.now()
    const ours = sql`kind = 'email' and (payload->>'replyTo' like ${`${leadPrefix}%`} or payload->>'to' like ${`${alertPrefix}%`})`
    const deadline = stopped + SETTLE_MS
    for (;;) {
      const [state] = await queryRows<{ unchecked: number; pending: number }>(
        db,
        sql`select
          (select count(*)::int from saved_searches s join users u on u.id = s.user_id
            where u.email like ${`${alertPrefix}%`} and s.last_checked_at <= ${lastPublishedAt.toISOString()}::timestamptz) as unchecked,
          (select count(*)::int from outbox where ${ours} and status = 'pending') as pending`,
      )
      if (state.unchecked === 0 && state.pending === 0) break
      if (Date.now() > deadline)
        throw new Error(`jobs_exactly_once: ${state.unchecked} searches unchecked, ${state.pending} e-mails pending`)
      await sleep(250)
    }
    const drained = Date.now()
    const items = await queryRows<{
      to: string
      replyTo: string | null
      text: string
      template: string
      status: string
      newIds: number[] | null
    }>(
      db,
      sql`select payload->>'to' as "to", payload->>'replyTo' as "replyTo", payload->>'text' as "text",
            payload->>'template' as "template", status, payload->'newPropertyIds' as "newIds" from outbox where ${ours}`,
    )
    const codeOfId = new Map(
      (
        await db
          .select({ id: properties.id, code: properties.code })
          .from(properties)
          .where(
            inArray(
              properties.code,
              republished.map((l) => l.code),
            ),
          )
      ).map((r) => [Number(r.id), r.code]),
    )
    const expected = new Set(items.map((i) => keyOf(i.to.toLowerCase(), addressOf(i.replyTo), i.text, leadPrefix)!))
    const received = new Map<string, number>()
    for (const mail of sink.mails as ReceivedMail[]) {
      const key = keyOf(mail.to[0] ?? '', addressOf(headerOf(mail.raw, 'Reply-To')), mail.decoded, leadPrefix)
      if (key) received.set(key, (received.get(key) ?? 0) + 1)
    }
    const announced = new Map<string, number>()
    for (const key of received.keys()) {
      const [kind, to, ...codes] = key.split(' ')
      if (kind === 'digest')
        for (const code of codes) announced.set(`${to} ${code}`, (announced.get(`${to} ${code}`) ?? 0) + 1)
    }
    // A digest that reached the sink and announced a listing it did not list (past the cap).
    const beyondCap = new Set<string>()
    for (const item of items) {
      const key = keyOf(item.to.toLowerCase(), addressOf(item.replyTo), item.text, leadPrefix)
      if (!key?.startsWith('digest ') || !received.has(key)) continue
      for (const id of item.newIds ?? []) {
        const code = codeOfId.get(Number(id))
        const pair = `${item.to.toLowerCase()} ${code}`
        if (code && !announced.has(pair)) beyondCap.add(pair)
      }
    }
    return {
      recovery_s: Math.round((drained - stopped) / 100) / 10,
      duplicates: [...received.values()].reduce((sum, n) => sum + n - 1, 0),
      announced_twice: [...announced.values()].filter((n) => n > 1).length,
      emails: received.size,
      emails_expected: expected.size,
      lost_emails: [...expected].filter((key) => !received.has(key)).length,
      alerts: items.filter((i) => i.template === 'saved-search-digest').length,
      announcements: announced.size,
      beyond_cap: beyondCap.size,
      announcements_expected: SEARCHES * republished.length,
      republished: republished.length,
      held,
    }
  }

  /** The sink closed and the drill's searches removed (their accounts stay, with nothing to alert). */
  async function close() {
    await db.delete(savedSearches).where(inArray(savedSearches.id, searchIds))
    await sink.close()
  }

  return { run, count, close, republished }
}
