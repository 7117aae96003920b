/**
 * The fraud signals of one listing (issue 33, docs/fraud-signals.md): every signal but
 * `reported` computed from the listing as it stands, its listing_signals rows rewritten to match
 * (codes that no longer fire deleted, `reported` left to the reports), and the fired ones
 * returned. Called inside the transaction that publishes, submits or edits a listing: a handful
 * of indexed queries, whatever the catalogue's size.
 */
import { derivedPrices, sameProperty } from '#core/listings/browser'
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
import { listTraits } from './same-home.queries'
import { chooseSample, priceBelowMedian, type PriceEvidence } from './price-signal.rules'
import { COPIED_SHARE, MIN_SHARED_SHINGLES, sharedShare, shingleHashes, textBands } from './text-fingerprint.rules'
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
    // A municipality mixes estratos whose prices per m² differ several times over: there the
    // listing is compared with its own estrato's (a barrio is mostly one).
    const sample = (scope: 'sector' | 'municipality', placeId: number | null) =>
      placeId == null
        ? null
        : pricePerM2Sample(db, {
            excludeId: facts.id,
            operation,
            propertyTypeId: facts.propertyTypeId,
            scope,
            placeId,
            stratum: scope === 'municipality' ? facts.stratum : null,
          })
    const sector = await sample('sector', facts.sectorId)
    // The municipality is asked only when the barrio has too few comparables.
    const sectorSuffices = chooseSample({ sector, municipality: null }) != null
    const municipality = sectorSuffices ? null : await sample('municipality', facts.municipalityId)
    const chosen = chooseSample({ sector, municipality })
    const found = priceBelowMedian(operation, perM2, chosen)
    if (found && (!lowest || found.ratio < lowest.ratio))
      lowest = found.scope === 'municipality' && facts.stratum != null ? { ...found, stratum: facts.stratum } : found
  }
  return lowest
}

/**
 * Of the other listings, those that are this very home listed by another agency under the
 * same-property rule (core/listings): agencies co-list one apartment with the owner's photos and
 * words, and the portal shows it as one card. Only between agencies: a copy on an owner's
 * listing is the scam's way, and a copy offered cheaper is not the same property under the rule.
 */
async function sameHomes(db: Executor, facts: SignalFacts, otherIds: number[]): Promise<Set<number>> {
  if (facts.customerKind === 'owner' || !otherIds.length) return new Set()
  const rows = await listTraits(db, [facts.id, ...otherIds])
  const self = rows.find((r) => r.id === facts.id)
  if (!self) return new Set()
  const coListed = rows.filter((r) => r.id !== facts.id && r.customerKind !== 'owner' && sameProperty(self, r))
  return new Set(coListed.map((r) => r.id))
}

async function photoSignal(db: Executor, facts: SignalFacts) {
  const photos = (await listPhotoHashes(db, facts.id)).filter((p) => isDistinctiveHash(p.dhash))
  const found = await findPhotoMatches(db, {
    propertyId: facts.id,
    customerId: facts.customerId,
    photos,
    maxDistance: MAX_PHOTO_DISTANCE,
    limit: MAX_PHOTO_MATCHES,
  })
  const same = await sameHomes(db, facts, [...new Set(found.map((m) => m.otherPropertyId))])
  const matches = found.filter((m) => !same.has(m.otherPropertyId))
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
  const same = await sameHomes(
    db,
    facts,
    candidates.map((c) => c.propertyId),
  )
  let best: { candidate: (typeof candidates)[number]; share: number; shared: number } | null = null
  for (const candidate of candidates) {
    if (same.has(candidate.propertyId)) continue
    const share = sharedShare(shingles, shingleHashes(candidate.description))
    const shared = Math.round(share * shingles.size)
    if (share >= COPIED_SHARE && shared >= MIN_SHARED_SHINGLES && (!best || share > best.share))
      best = { candidate, share, shared }
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
