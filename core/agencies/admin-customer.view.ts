/**
 * An agency as /api/admin/customers answers it (snake_case, opaque ids): the schemas document
 * the answers (OpenAPI `AdminCustomer`) and the functions shape them from the use cases' views.
 */
import { z } from 'zod'
import { CUSTOMER_KINDS } from './customer.constants'
import { OpaqueIdSchema as Id, pagedSchema, pagedView } from '#core/shared'
import type { CustomerView } from './customer.view'
import type { listCustomers } from './list-customers.service'

export const AdminAdviserSchema = z.object({
  id: Id,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  photo: z.string().nullable(),
})

const Place = z.object({ id: Id, name: z.string() }).nullable()

export const AdminCustomerSchema = z
  .object({
    id: Id,
    name: z.string(),
    nit: z.string().nullable(),
    website: z.string().nullable(),
    email: z.string().nullable(),
    phones: z.array(z.string()),
    whatsapp: z.string().nullable(),
    social_links: z.record(z.string(), z.string()),
    department: Place,
    municipality: Place,
    address: z.string().nullable(),
    description: z.string().nullable(),
    logo: z.string().nullable(),
    banner: z.string().nullable(),
    logo_alignment: z.enum(['left', 'center']),
    hide_main_menu: z.boolean(),
    hide_subscription_footer: z.boolean(),
    is_active: z.boolean(),
    kind: z.enum(CUSTOMER_KINDS).meta({ description: '`builder`: a constructora, whose members manage projects' }),
    advisers: z.array(AdminAdviserSchema),
    microsite_url: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminCustomer' })

export type AdminCustomerView = z.infer<typeof AdminCustomerSchema>

export function adminCustomerView(v: CustomerView): AdminCustomerView {
  return {
    id: v.id,
    name: v.name,
    nit: v.nit,
    website: v.website,
    email: v.email,
    phones: v.phones,
    whatsapp: v.whatsapp,
    social_links: v.socialLinks,
    department: v.department,
    municipality: v.municipality,
    address: v.address,
    description: v.description,
    logo: v.logo,
    banner: v.banner,
    logo_alignment: v.logoAlignment,
    hide_main_menu: v.hideMainMenu,
    hide_subscription_footer: v.hideSubscriptionFooter,
    is_active: v.isActive,
    kind: v.kind,
    advisers: v.advisers,
    microsite_url: v.micrositePath,
    updated_at: v.updatedAt,
  }
}

/** GET /admin/customers: a page of the agencies the caller manages. */
export const AdminCustomerListSchema = pagedSchema(
  z.object({
    id: Id,
    name: z.string(),
    nit: z.string().nullable(),
    email: z.string().nullable(),
    is_active: z.boolean(),
    municipality: z.string().nullable(),
    microsite_url: z.string(),
  }),
)

export function adminCustomerListView(
  result: Awaited<ReturnType<typeof listCustomers>>,
): z.infer<typeof AdminCustomerListSchema> {
  return pagedView(result, (r) => ({
    id: r.id,
    name: r.name,
    nit: r.nit,
    email: r.email,
    is_active: r.isActive,
    municipality: r.municipalityName,
    microsite_url: r.micrositePath,
  }))
}
