/**
 * An owner's listing form (issue 33): the listing fields of the back-office form without what
 * only an agency has (its codes, advisers, the agency, "save and publish"), plus how visitors may
 * reach the owner. Publishing is its own step (POST …/publish).
 */
import { z } from 'zod'
import { CLOSED_AS } from './closed-as.constants'
import { ListingDraftSchema } from './listing-admin.schemas'

const flag = z.preprocess(
  (v) => (v == null ? undefined : v === true || v === 'true' || v === '1' || v === 'on'),
  z.boolean().optional(),
)

export const OwnerListingDraftSchema = ListingDraftSchema.omit({
  code: true,
  agency_code: true,
  adviser_id: true,
  customer_id: true,
  publish: true,
})
  .extend({
    /** Show the confirmed mobile number on the listing (call). */
    contact_phone: flag.meta({ description: 'Show my confirmed mobile to visitors (calls)' }),
    /** Offer WhatsApp on the confirmed mobile number. */
    contact_whatsapp: flag.meta({ description: 'Offer WhatsApp on my confirmed mobile' }),
  })
  .meta({ id: 'OwnerListingInput' })

export type OwnerListingDraft = z.output<typeof OwnerListingDraftSchema>

/** A change to some fields of an owner's listing (PATCH): the fields given replace the listing's. */
export const OwnerListingPatchSchema = OwnerListingDraftSchema.partial().meta({ id: 'OwnerListingPatch' })
export type OwnerListingPatch = z.output<typeof OwnerListingPatchSchema>

/** Closing a listing: rented or sold. */
export const CloseListingSchema = z.object({ as: z.enum(CLOSED_AS, 'validation.invalid_option') })
export type CloseListingInput = z.output<typeof CloseListingSchema>
