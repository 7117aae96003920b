/**
 * What the agency use cases share: the agency the actor may manage (`agency.policy.ts`), its
 * view with places and advisers, and an agency's values checked and shaped for saving.
 */
import { micrositePath } from '#core/listings'
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
import { adviserView, micrositeLookView, type CustomerView } from './customer.view'

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
    ...micrositeLookView(row),
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

/** Each stored field of an agency: its name in the input and its column in the row (advisers aside). */
const CUSTOMER_COLUMNS = {
  name: 'name',
  slug: 'slug',
  nit: 'nit',
  website: 'website',
  email: 'email',
  phones: 'phones',
  whatsapp: 'whatsapp',
  social_links: 'socialLinks',
  department_id: 'departmentId',
  municipality_id: 'municipalityId',
  address: 'address',
  description: 'description',
  logo_alignment: 'logoAlignment',
  hide_main_menu: 'hideMainMenu',
  hide_subscription_footer: 'hideSubscriptionFooter',
} as const satisfies Record<keyof CustomerValues, keyof CustomerRow>
type CustomerColumns = typeof CUSTOMER_COLUMNS

/** The stored agency's values, as the input names them. */
export function storedValues(row: CustomerRow): CustomerValues {
  const values = Object.fromEntries(Object.entries(CUSTOMER_COLUMNS).map(([key, column]) => [key, row[column]]))
  return values as { [K in keyof CustomerColumns]: CustomerRow[CustomerColumns[K]] }
}

/** The values as the agency row's columns (empty social links left out). */
export function rowValues(data: CustomerValues, place: { departmentId: number | null; municipalityId: number | null }) {
  const columns = Object.fromEntries(
    Object.entries(CUSTOMER_COLUMNS).map(([key, column]) => [column, data[key as keyof CustomerValues]]),
  ) as { [K in keyof CustomerColumns as CustomerColumns[K]]: CustomerValues[K] }
  return {
    ...columns,
    socialLinks: Object.fromEntries(Object.entries(data.social_links).filter(([, v]) => !!v)),
    departmentId: place.departmentId,
    municipalityId: place.municipalityId,
  }
}
