/**
 * The fraud signals of one listing (issue 33, docs/fraud-signals.md): every signal but
 * `reported` computed from the listing as it stands, its listing_signals rows rewritten to match
 * (codes that no longer fire deleted, `reported` left to the reports), and the fired ones
 * returned. Called inside the transaction that publishes, submits or edits a listing: a handful
 * of indexed queries, whatever the catalogue's size.
 */
import { derivedPrices } from '#core/listings/browser'
import { MAX_PHOTO_DISTANCE, isDistinctiveHash } from '#core/media'
import type { Operation } from '#core/shared'
import type { Executor } from '#db/client'
import type { SignalCode } from '#db/schema/column-values'
import { BURST_WINDOW_HOURS, burstPublishing } from './burst-signal.rules'
import {
  findSignalFacts,
  listSignalRows,
  publishingActivity,
  replaceSignalRows,
  type SignalFacts,
} from './listing-signals.queries'
import { findPhotoMatches, listPhotoHashes } from './photo-match.queries'
import { pricePerM2Sample } from './price-sample.queries'
import { chooseSample, priceBelowMedian, type PriceEvidence } from './price-signal.rules'
import { COPIED_SHARE, sharedShare, shingleHashes, textBands } from './text-fingerprint.rules'
import { findTextCandidates, saveTextFingerprint } from './text-match.queries'
import { findContactDetails, findPaymentRequests, hasContactDetails } from './text-signals.rules'

export interface ListingSignal {
  code: SignalCode
  evidence: Record<string, unknown>
}

/** Photo matches kept as evidence, and descriptions measured exactly, at most. */
const MAX_PHOTO_MATCHES = 10
const MAX_TEXT_CANDIDATES = 10

const operationsOf = (facts: SignalFacts): Operation[] =>
  facts.businessType === 'sale_rent' ? ['rent', 'sale'] : [facts.businessType]

async function priceSignal(db: Executor, facts: SignalFacts): Promise<PriceEvidence | null> {
  let lowest: PriceEvidence | null = null
  for (const operation of operationsOf(facts)) {
    const perM2 = derivedPrices(facts, operation).pricePerM2
    if (perM2 == null) continue
    const sample = (scope: 'sector' | 'municipality', placeId: number | null) =>
      placeId == null
        ? null
        : pricePerM2Sample(db, { excludeId: facts.id, operation, propertyTypeId: facts.propertyTypeId, scope, placeId })
    const sector = await sample('sector', facts.sectorId)
    // The municipality is asked only when the barrio has too few comparables.
    const sectorSuffices = chooseSample({ sector, municipality: null }) != null
    const municipality = sectorSuffices ? null : await sample('municipality', facts.municipalityId)
    const chosen = chooseSample({ sector, municipality })
    const found = priceBelowMedian(operation, perM2, chosen)
    if (found && (!lowest || found.ratio < lowest.ratio)) lowest = found
  }
  return lowest
}

async function photoSignal(db: Executor, facts: SignalFacts) {
  const photos = (await listPhotoHashes(db, facts.id)).filter((p) => isDistinctiveHash(p.dhash))
  const matches = await findPhotoMatches(db, {
    propertyId: facts.id,
    customerId: facts.customerId,
    photos,
    maxDistance: MAX_PHOTO_DISTANCE,
    limit: MAX_PHOTO_MATCHES,
  })
  if (!matches.length) return null
  return {
    max_distance: MAX_PHOTO_DISTANCE,
    matches: matches.map((m) => ({
      photo_id: m.photoId,
      other_photo_id: m.otherPhotoId,
      other_property_id: m.otherPropertyId,
      other_code: m.otherCode,
      distance: m.distance,
    })),
  }
}

async function copiedTextSignal(db: Executor, facts: SignalFacts) {
  const shingles = shingleHashes(facts.description)
  const bands = textBands(shingles)
  await saveTextFingerprint(db, { propertyId: facts.id, bands, shingles: shingles.size })
  if (!bands.length) return null
  const candidates = await findTextCandidates(db, {
    propertyId: facts.id,
    customerId: facts.customerId,
    bands,
    limit: MAX_TEXT_CANDIDATES,
  })
  let best: { candidate: (typeof candidates)[number]; share: number; shared: number } | null = null
  for (const candidate of candidates) {
    const theirs = shingleHashes(candidate.description)
    const share = sharedShare(shingles, theirs)
    if (share >= COPIED_SHARE && (!best || share > best.share))
      best = { candidate, share, shared: Math.round(share * shingles.size) }
  }
  if (!best) return null
  return {
    other_property_id: best.candidate.propertyId,
    other_code: best.candidate.code,
    share: Math.round(best.share * 100) / 100,
    shared_shingles: best.shared,
    shingles: shingles.size,
    threshold: COPIED_SHARE,
  }
}

async function burstSignal(db: Executor, facts: SignalFacts) {
  const activity = await publishingActivity(db, {
    propertyId: facts.id,
    customerId: facts.customerId,
    windowHours: BURST_WINDOW_HOURS,
  })
  return burstPublishing({ kind: facts.customerKind, accountAgeDays: facts.accountAgeDays, ...activity })
}

/** Evidence as stored (a JSON object), or null when the signal did not fire. */
const evidence = (found: object | null): Record<string, unknown> | null => (found ? { ...found } : null)

/** Computes the listing's signals (all but `reported`), stores them with their evidence and returns them. */
export async function evaluateListingSignals(db: Executor, propertyId: number): Promise<ListingSignal[]> {
  const facts = await findSignalFacts(db, propertyId)
  if (!facts) return []
  const text = `${facts.title}\n${facts.description}`
  const contact = findContactDetails(text)
  const payment = findPaymentRequests(text)
  const computed: [SignalCode, Record<string, unknown> | null][] = [
    ['price_below_median', evidence(await priceSignal(db, facts))],
    ['reused_photo', await photoSignal(db, facts)],
    [
      'contact_in_text',
      hasContactDetails(contact)
        ? Object.fromEntries(Object.entries(contact).filter(([, found]) => found.length > 0))
        : null,
    ],
    ['payment_request', payment.length ? { words: payment } : null],
    ['copied_text', await copiedTextSignal(db, facts)],
    ['burst_publishing', evidence(await burstSignal(db, facts))],
  ]
  const fired = computed
    .filter((entry): entry is [SignalCode, Record<string, unknown>] => entry[1] != null)
    .map(([code, evidence]) => ({ code, evidence }))
  await replaceSignalRows(db, propertyId, fired, ['reported'])
  return fired
}

/** The listing's stored signals (the `reported` one included), by code. */
export async function listingSignals(
  db: Executor,
  propertyId: number,
): Promise<(ListingSignal & { createdAt: Date })[]> {
  return listSignalRows(db, propertyId)
}
