/**
 * A listing's rental requirements under the API's names (issue 14): the guarantees, documents
 * and minimum term are its columns; pets and furnished are its features 'pets-allowed' and
 * 'furnished'. Null for a listing only for sale.
 */
import type { RentalDocument, RentalGuarantee } from './rental-requirements.constants'
import { FURNISHED_FEATURE, PETS_FEATURE } from './rental-requirements.constants'

export interface RentalRequirementsSource {
  businessType: string
  rentalGuarantees: RentalGuarantee[]
  rentalDocuments: RentalDocument[]
  rentalMinTermMonths: number | null
}

export interface RentalRequirementsJson {
  guarantees: RentalGuarantee[]
  documents: RentalDocument[]
  min_term_months: number | null
  pets_allowed: boolean
  furnished: boolean
}

export function rentalRequirementsJson(
  row: RentalRequirementsSource,
  featureSlugs: readonly string[],
): RentalRequirementsJson | null {
  if (row.businessType === 'sale') return null
  return {
    guarantees: row.rentalGuarantees,
    documents: row.rentalDocuments,
    min_term_months: row.rentalMinTermMonths,
    pets_allowed: featureSlugs.includes(PETS_FEATURE),
    furnished: featureSlugs.includes(FURNISHED_FEATURE),
  }
}

/**
 * Whether the agency stated what a tenant must bring (a guarantee, a document or a minimum
 * term). Pets and furnished alone do not count: they are amenities a listing may carry anyway,
 * and their absence says nothing until the agency filled in its requirements.
 */
export function hasStatedRequirements(r: RentalRequirementsJson): boolean {
  return r.guarantees.length > 0 || r.documents.length > 0 || r.min_term_months != null
}
