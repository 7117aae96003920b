/** Limits and choices of the agency ("customer") form, shared by the schema and the browser form. */
import { CUSTOMER_KINDS, type CustomerKind } from '#db/schema/column-values'

/** An agency record is an agency or a builder (constructora, new-homes projects; ADR 0027). */
export { CUSTOMER_KINDS, type CustomerKind }
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'whatsapp', 'youtube', 'tiktok', 'linkedin', 'x'] as const
export const MAX_PHONES = 5
export const MAX_ADVISERS = 30
export const DESCRIPTION_MAX = 4000
