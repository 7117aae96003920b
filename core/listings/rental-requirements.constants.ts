/**
 * What a tenant must bring to rent a listing (issue 14): the guarantees the agency accepts, the
 * documents it asks for, the minimum term. Pets and furnished are the features 'pets-allowed'
 * and 'furnished' (one truth for the filters, the cards and the editor).
 *
 * - fiador: a co-signer (codeudor) who owns real estate (finca raíz) in Colombia;
 * - poliza: a lease insurance policy (póliza de arrendamiento) from an insurer, which studies the tenant;
 * - deposito: a cash deposit (legal in commercial leases; for homes Ley 820 de 2003 art. 16 forbids it,
 *   so the editor warns when a home asks for one);
 * - none: no guarantee.
 */
export {
  RENTAL_DOCUMENTS,
  RENTAL_GUARANTEES,
  type RentalDocument,
  type RentalGuarantee,
} from '#db/schema/column-values'

/** Feature slugs that are rental requirements too. */
export const PETS_FEATURE = 'pets-allowed'
export const FURNISHED_FEATURE = 'furnished'

/** Minimum terms are whole months, up to ten years. */
export const MAX_MIN_TERM_MONTHS = 120

/**
 * Property types that are homes (vivienda urbana): Ley 820 de 2003 art. 16 forbids asking their
 * tenants for a deposit, so the editor warns when one of them asks for a 'deposito'.
 */
export const HOME_TYPE_SLUGS: readonly string[] = ['apartment', 'studio', 'house']
