/**
 * Who publishes a listing, as visitors see it (issue 33): an agency (or a builder) or the owner
 * themself, whether staff verified them, and whether the owner's mobile was confirmed by SMS.
 * Cards, the listing page and the API answers all say it from these columns (listing-card.sql.ts).
 */
import { z } from 'zod'

export const PublisherSchema = z
  .object({
    kind: z.enum(['agency', 'owner']),
    verified: z.boolean().meta({ description: 'Staff verified the agency’s papers or the owner’s title deed' }),
    phone_confirmed: z.boolean().meta({ description: 'The owner’s mobile was confirmed by SMS (agencies: false)' }),
  })
  .meta({ id: 'Publisher' })

export type Publisher = z.infer<typeof PublisherSchema>

export function publisherOf(row: {
  customerKind: string
  ownerPhoneConfirmed: boolean
  customerVerified: boolean
  ownerTitleVerified: boolean
}): Publisher {
  const owner = row.customerKind === 'owner'
  return {
    kind: owner ? 'owner' : 'agency',
    // An agency is verified once for all its listings; an owner, listing by listing (title deed).
    verified: owner ? row.ownerTitleVerified : row.customerVerified,
    phone_confirmed: owner && row.ownerPhoneConfirmed,
  }
}
