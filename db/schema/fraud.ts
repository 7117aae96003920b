/**
 * What the fraud signals look things up by (migration 0033, issue 33): the MinHash LSH bands of a
 * listing's description, to find a description copied from another account's listing. The
 * photos' perceptual hashes live on property_photos.dhash.
 */
import { index, integer, pgTable } from 'drizzle-orm/pg-core'
import { ownedBy, updatedAt } from './columns'
import { properties } from './properties'

/**
 * One row per listing whose description was fingerprinted (core/fraud): by its evaluation, or by
 * the fingerprint-stored-texts job for descriptions stored before this table. No bands: too short
 * to be compared, and the row says it was looked at.
 */
export const listingTextFingerprints = pgTable(
  'listing_text_fingerprints',
  {
    propertyId: ownedBy('property_id', () => properties.id).primaryKey(),
    /** One 32-bit hash per LSH band of the description's MinHash signature; empty when it is too short. */
    bands: integer('bands').array().notNull(),
    /** How many 8-word shingles the description has. */
    shingles: integer('shingles').notNull(),
    /** When the text last changed: the older of two matching texts is the source. */
    updatedAt: updatedAt(),
  },
  (t) => [index('listing_text_fingerprints_bands_idx').using('gin', t.bands)],
)
