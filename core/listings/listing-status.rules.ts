/**
 * The listing life cycle of DESIGN §4 as pure rules: which action moves which status where
 * and what publishing requires (the permission each action needs is in listing.policy.ts).
 * Services and pages both ask here, so a button is shown exactly when the server would accept it.
 */
import type { PropertyStatus } from '#db/schema'
import { canEditPublication, publicationTarget, type MessageRef } from '#core/shared/browser'
import type { BusinessType } from './business-types.constants'

export const LISTING_ACTIONS = [
  'read',
  'create',
  'update',
  'publish',
  'unpublish',
  'republish',
  'delete',
  'restore',
  'photos',
] as const
export type ListingAction = (typeof LISTING_ACTIONS)[number]

export type TransitionAction = 'publish' | 'unpublish' | 'republish' | 'delete' | 'restore'

/**
 * The status an action leads to from the current one, or null when it is not allowed (the shared
 * life cycle, unpublished meaning inactive). Restore returns the status before the delete; a
 * listing that was published comes back published only through the publish rules (the service
 * checks them, else it comes back inactive, ready to republish).
 */
export function transitionTarget(
  action: TransitionAction,
  current: PropertyStatus,
  before: PropertyStatus | null = null,
): PropertyStatus | null {
  return publicationTarget('inactive', action, current, before)
}

/** Edits are possible in every status but deleted (restore first). */
export const canEdit: (current: PropertyStatus) => boolean = canEditPublication

/** The fields a listing needs before the public may see it (besides one photo). */
export interface PublishableListing {
  title: string
  description: string
  businessType: BusinessType
  rentPrice: number | null
  salePrice: number | null
  buildArea: number | null
  lotArea: number | null
  departmentId: number | null
  municipalityId: number | null
  photoCount: number
}

/** The fields publishing requires (API field names; each has a label under admin.properties.field). */
export type PublishField =
  'title' | 'description' | 'rent_price' | 'sale_price' | 'build_area' | 'department_id' | 'municipality_id' | 'photos'

/** What is missing to publish, keyed by API field name; empty when it can be published. */
export function publishProblems(l: PublishableListing): { [F in PublishField]?: MessageRef[] } {
  const missing: { [F in PublishField]?: MessageRef[] } = {}
  const required: MessageRef = { key: 'validation.required' }
  if (!l.title.trim()) missing.title = [required]
  if (!l.description.trim()) missing.description = [required]
  if (l.businessType !== 'sale' && !l.rentPrice) missing.rent_price = [required]
  if (l.businessType !== 'rent' && !l.salePrice) missing.sale_price = [required]
  if (!l.buildArea && !l.lotArea) missing.build_area = [required]
  if (!l.departmentId) missing.department_id = [required]
  if (!l.municipalityId) missing.municipality_id = [required]
  if (l.photoCount < 1) missing.photos = [{ key: 'validation.photos_min' }]
  return missing
}
