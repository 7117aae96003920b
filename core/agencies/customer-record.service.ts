/**
 * What the agency use cases share: the agency the actor may manage (`agency.policy.ts`), its
 * view with places and advisers, and an agency's values checked and shaped for saving.
 */
import { micrositePath } from '#core/listings'
import { mediaUrl } from '#core/media'
import { type ServiceContext, notFound, validationError, type FieldErrors, encodeId } from '#core/shared'
import { assertCanManageCustomer, assertCanManageCustomers } from './agency.policy'
import type { CustomerInput } from './customer.schemas'
import {
  departmentExists,
  findCustomer,
  findMunicipalityDepartment,
  listAdvisers,
  placeNames,
  type CustomerRow,
} from './customer.queries'
import { adviserView, type CustomerView } from './customer.view'

/** An agency as its view shows it, with its place names and active advisers. */
export async function customerView(ctx: ServiceContext, row: CustomerRow): Promise<CustomerView> {
  const [{ departmentName, municipalityName }, adviserRows] = await Promise.all([
    placeNames(ctx.db, row.departmentId, row.municipalityId),
    listAdvisers(ctx.db, row.id, { activeOnly: true }),
  ])
  return {
    id: encodeId('customer', row.id),
    name: row.name,
    slug: row.slug,
    nit: row.nit,
    website: row.website,
    email: row.email,
    phones: row.phones,
    whatsapp: row.whatsapp,
    socialLinks: Object.fromEntries(Object.entries(row.socialLinks).filter(([, v]) => !!v)) as Record<string, string>,
    department:
      row.departmentId && departmentName
        ? { id: encodeId('department', row.departmentId), name: departmentName }
        : null,
    municipality:
      row.municipalityId && municipalityName
        ? { id: encodeId('municipality', row.municipalityId), name: municipalityName }
        : null,
    address: row.address,
    description: row.description,
    logo: mediaUrl(row.logoPath),
    banner: mediaUrl(row.bannerPath),
    logoAlignment: row.logoAlignment,
    hideMainMenu: row.hideMainMenu,
    hideSubscriptionFooter: row.hideSubscriptionFooter,
    isActive: row.isActive,
    kind: row.kind,
    advisers: adviserRows.map(adviserView),
    micrositePath: micrositePath(row),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The agency row when the actor may manage it (404 otherwise, 403 without the permission). */
export async function loadManagedCustomer(ctx: ServiceContext, customerId: number): Promise<CustomerRow> {
  assertCanManageCustomers(ctx.actor)
  const row = await findCustomer(ctx.db, customerId)
  if (!row) throw notFound()
  assertCanManageCustomer(ctx.actor, row.id)
  return row
}

/** Every stored field of an agency, as the input schema's output names it (advisers aside). */
export type CustomerValues = Required<Omit<CustomerInput, 'advisers' | 'slug'>> & { slug: string }

/** The agency's department and municipality, checked: they exist and agree (a 422 otherwise). */
export async function resolvePlace(ctx: ServiceContext, data: CustomerValues) {
  const fields: FieldErrors = {}
  const departmentId = data.department_id
  const municipalityId = data.municipality_id
  if (departmentId != null && !(await departmentExists(ctx.db, departmentId)))
    fields.department_id = [{ key: 'validation.invalid_option' }]
  let municipalityDepartment: number | null = null
  if (municipalityId != null) {
    municipalityDepartment = await findMunicipalityDepartment(ctx.db, municipalityId)
    if (municipalityDepartment == null) fields.municipality_id = [{ key: 'validation.invalid_option' }]
    else if (departmentId != null && municipalityDepartment !== departmentId)
      fields.municipality_id = [{ key: 'validation.invalid_option' }]
  }
  if (Object.keys(fields).length) throw validationError(fields)
  return { departmentId: departmentId ?? municipalityDepartment, municipalityId }
}

/** The values as the agency row's columns (empty social links left out). */
export function rowValues(data: CustomerValues, place: { departmentId: number | null; municipalityId: number | null }) {
  return {
    name: data.name,
    slug: data.slug,
    nit: data.nit,
    website: data.website,
    email: data.email,
    phones: data.phones,
    whatsapp: data.whatsapp,
    socialLinks: Object.fromEntries(Object.entries(data.social_links).filter(([, v]) => !!v)),
    departmentId: place.departmentId,
    municipalityId: place.municipalityId,
    address: data.address,
    description: data.description,
    logoAlignment: data.logo_alignment,
    hideMainMenu: data.hide_main_menu,
    hideSubscriptionFooter: data.hide_subscription_footer,
  }
}
