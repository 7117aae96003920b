/**
 * A visitor reports a listing (POST /api/properties/{id}/reports and the listing page's form):
 * signed in or not, limited per address. A reporter is the account ("u:{id}") or, signed out,
 * an HMAC of the address ("a:…", the address itself is never stored); one open report counts
 * per reporter and listing, a repeat is answered alike without counting. When REPORTS_TO_HIDE
 * different reporters have open reports, the listing gets the `reported` signal and waits for
 * staff (`in_review`: out of search, which follows the listings' change log).
 */
import { createHmac } from 'node:crypto'
import { signingKey } from '#core/accounts'
import { submitListingIdForReview } from '#core/listings'
import { assertNotLimited, notFound, type ServiceContext } from '#core/shared'
import { REPORTS_TO_HIDE } from './moderation.constants'
import { insertReport, isReportable, openReportSummary, upsertSignal } from './moderation.queries'
import type { ListingReportInput } from './moderation.schemas'
import { reportAddressLimiter } from './report.rate-limit'

export interface ReportResult {
  /** False when this reporter already had an open report on the listing. */
  counted: boolean
  /** Whether the listing left search for review with this report. */
  hidden: boolean
}

/** The reporter key of a signed-in account or an address. */
export function reporterKey(userId: number | null, address: string): string {
  if (userId) return `u:${userId}`
  return `a:${createHmac('sha256', signingKey()).update(`report-address:${address}`).digest('base64url').slice(0, 32)}`
}

export async function reportListing(
  ctx: ServiceContext,
  propertyId: number,
  input: ListingReportInput,
  meta: { ip?: string | null },
): Promise<ReportResult> {
  const address = meta.ip ?? 'unknown'
  assertNotLimited(await reportAddressLimiter.hit(address))
  const userId = ctx.actor && !ctx.actor.apiKey ? ctx.actor.userId : null
  return ctx.db.transaction(async (tx) => {
    if (!(await isReportable(tx, propertyId))) throw notFound('errors.property_not_found')
    const counted = await insertReport(tx, {
      propertyId,
      reason: input.reason,
      text: input.text ?? null,
      reporter: reporterKey(userId, address),
      userId,
    })
    if (!counted) return { counted, hidden: false }
    const summary = await openReportSummary(tx, propertyId)
    if (summary.reporters < REPORTS_TO_HIDE) return { counted, hidden: false }
    await upsertSignal(tx, propertyId, 'reported', { count: summary.reporters, reasons: summary.reasons })
    await submitListingIdForReview(tx, propertyId, 'reports')
    return { counted, hidden: true }
  })
}
