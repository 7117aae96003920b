/**
 * The composition root: everything the process registers before it serves, in one place —
 * the message catalogues, how each outbox kind is delivered, and the background jobs.
 * server/index.ts calls it at start-up and so do the tests' app factories (tests/support),
 * so nothing depends on which module happened to import which. Calling it again is harmless.
 */
import { registerAllCatalogues } from '#i18n/all'
import {
  deliverEmailOutboxItem,
  processOutbox,
  registerOutboxHandlers,
  deliverPushOutboxItem,
} from '#core/notifications'
import { deliverAccountEmailRequest, prunePhoneCodes } from '#core/accounts'
import { runtime, siteOrigin } from '#core/shared'
import { failStaleListingImports } from '#core/listings'
import { fingerprintStoredTexts, hashStoredPhotos } from '#core/fraud'
import { syncFeed } from '#core/seo'
import { pruneVisitorDays, runSavedSearchAlerts } from '#core/visitor'
import { deleteExpiredDocuments } from '#core/verification'
import { registerJob } from './jobs'

export function composeApp() {
  registerAllCatalogues()

  registerOutboxHandlers({
    email: deliverEmailOutboxItem,
    push: deliverPushOutboxItem,
    'account-email': deliverAccountEmailRequest,
  })

  // One loop delivers every outbox kind.
  registerJob({ name: 'outbox', intervalMs: () => 2000, run: async () => void (await processOutbox(runtime().db)) })
  // Visitor tools: saved-search alert digests and favourite price-drop pushes (through the outbox).
  registerJob({
    name: 'saved-search-alerts',
    intervalMs: () => runtime().env.ALERT_INTERVAL_SECONDS * 1000,
    run: async () => void (await runSavedSearchAlerts(runtime().db)),
  })
  // Listing imports whose process stopped (a restart) are marked as interrupted.
  registerJob({
    name: 'stale-listing-imports',
    intervalMs: () => 60_000,
    run: async () => void (await failStaleListingImports(runtime().db)),
  })
  // The statistics forget which visitor did what once the day is over (the daily counts stay).
  registerJob({
    name: 'prune-visitor-days',
    intervalMs: () => 60 * 60_000,
    run: async () => void (await pruneVisitorDays(runtime().db)),
  })
  // Phone confirmation codes are deleted a day after they expire (they hold only a hash, but nobody needs them).
  registerJob({
    name: 'prune-phone-codes',
    intervalMs: () => 60 * 60_000,
    run: async () => void (await prunePhoneCodes(runtime().db)),
  })
  // Verification papers are deleted 90 days after staff decided (Ley 1581); marking a paper deleted
  // claims it, so with several server processes each file is removed by one of them.
  registerJob({
    name: 'verification-retention',
    intervalMs: () => 60 * 60_000,
    run: async () => void (await deleteExpiredDocuments(runtime().db)),
  })
  // Photos stored before hashes were kept get their perceptual hash (migration 0035), a few at a time.
  registerJob({
    name: 'hash-stored-photos',
    intervalMs: () => 30_000,
    run: async () => void (await hashStoredPhotos(runtime().db)),
  })
  // Descriptions stored before fingerprints were kept (migration 0033) get theirs, a batch at a time;
  // when none is left a run is one scan of the listings without a fingerprint.
  registerJob({
    name: 'fingerprint-stored-texts',
    intervalMs: () => 5 * 60_000,
    run: async () => void (await fingerprintStoredTexts(runtime().db)),
  })
  // The syndication feed's segments follow the search change log (ADR 0026): every minute, in one
  // process at a time, the segments of the listings changed since the last run are written again.
  registerJob({
    name: 'syndication-feed',
    intervalMs: () => 60_000,
    run: async () => {
      const { db, env } = runtime()
      await syncFeed(db, { origin: siteOrigin(), databaseUrl: env.DATABASE_URL })
    },
  })
}
