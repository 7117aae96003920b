/**
 * Agencies ("customers") in the back-office. `customers.manage` within an agency lets its
 * Admin edit it (profile, advisers, logo, banner, microsite settings); creating agencies
 * and switching them on or off is portal-wide (SuperAdmin). Every change is audited.
 */
import { micrositePath } from '#core/listings'
import { mediaUrl } from '#core/media'
import { recordAudit } from '#core/audit'
import { type ServiceContext, notFound, validationError, type FieldErrors, slugify, encodeId } from '#core/shared'
import {
  assertCanChooseCustomers,
  assertCanCreateCustomer,
  assertCanManageCustomer,
  assertCanManageCustomers,
  assertCanSwitchCustomer,
} from './agency.policy'
import { removeAgencyImage, storeAgencyImage } from './agency-media.service'
import type { CustomerInput, CustomerPatch, MicrositeSettings } from './customer.schemas'
import {
  departmentExists,
  findCustomer,
  findMunicipalityDepartment,
  insertAdviser,
  insertCustomerRow,
  listAdvisers,
  listCustomerRows,
  placeNames,
  updateAdviser,
  updateCustomerRow,
  type AdviserRow,
  type CustomerRow,
} from './customer.queries'

export const CUSTOMERS_PER_PAGE = 25

export interface AdviserView {
  id: string
  name: string
  email: string | null
  phone: string | null
  photo: string | null
}

export interface CustomerView {
  id: string
  name: string
  slug: string
  nit: string | null
  website: string | null
  email: string | null
  phones: string[]
  whatsapp: string | null
  socialLinks: Record<string, string>
  department: { id: string; name: string } | null
  municipality: { id: string; name: string } | null
  address: string | null
  description: string | null
  logo: string | null
  banner: string | null
  logoAlignment: 'left' | 'center'
  hideMainMenu: boolean
  hideSubscriptionFooter: boolean
  isActive: boolean
  advisers: AdviserView[]
  micrositePath: string
  updatedAt: string
}

export function adviserView(a: AdviserRow): AdviserView {
  return { id: encodeId('adviser', a.id), name: a.name, email: a.email, phone: a.phone, photo: mediaUrl(a.photoPath) }
}

async function toView(ctx: ServiceContext, row: CustomerRow): Promise<CustomerView> {
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
    advisers: adviserRows.map(adviserView),
    micrositePath: micrositePath(row),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The agency row when the actor may manage it (404 otherwise, 403 without the permission). */
async function loadManaged(ctx: ServiceContext, customerId: number): Promise<CustomerRow> {
  assertCanManageCustomers(ctx.actor)
  const row = await findCustomer(ctx.db, customerId)
  if (!row) throw notFound()
  assertCanManageCustomer(ctx.actor, row.id)
  return row
}

export async function listCustomers(ctx: ServiceContext, input: { q?: string | null; page?: number } = {}) {
  const scope = assertCanManageCustomers(ctx.actor)
  const page = Math.max(1, Math.floor(input.page ?? 1))
  const { rows, total } = await listCustomerRows(ctx.db, {
    ids: scope,
    q: input.q?.trim() || null,
    limit: CUSTOMERS_PER_PAGE,
    offset: (page - 1) * CUSTOMERS_PER_PAGE,
  })
  return {
    data: rows.map((r) => ({
      id: encodeId('customer', r.id),
      name: r.name,
      nit: r.nit,
      email: r.email,
      isActive: r.isActive,
      municipalityName: r.municipalityName,
      micrositePath: micrositePath({ id: r.id, name: r.name }),
    })),
    meta: { total, page, perPage: CUSTOMERS_PER_PAGE },
  }
}

export async function getCustomer(ctx: ServiceContext, customerId: number): Promise<CustomerView> {
  return toView(ctx, await loadManaged(ctx, customerId))
}

/** Agencies an actor may pick in other back-office forms (user roles, lead filters). */
export async function listCustomerChoices(
  ctx: ServiceContext,
  permission: 'users.manage' | 'leads.read' | 'audit.read' | 'customers.manage',
) {
  const scope = assertCanChooseCustomers(ctx.actor, permission)
  const { rows } = await listCustomerRows(ctx.db, { ids: scope, limit: 500, offset: 0 })
  return rows.map((r) => ({ id: encodeId('customer', r.id), dbId: r.id, name: r.name }))
}

/** Every stored field of an agency, as the input schema's output names it (advisers aside). */
type CustomerValues = Required<Omit<CustomerInput, 'advisers' | 'slug'>> & { slug: string }

async function resolvePlace(ctx: ServiceContext, data: CustomerValues) {
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

function rowValues(data: CustomerValues, place: { departmentId: number | null; municipalityId: number | null }) {
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

/** A new agency's values: what the input names, the defaults for the rest. */
function newValues(data: CustomerInput): CustomerValues {
  return {
    name: data.name,
    slug: data.slug ?? slugify(data.name),
    nit: data.nit ?? null,
    website: data.website ?? null,
    email: data.email ?? null,
    phones: data.phones ?? [],
    whatsapp: data.whatsapp ?? null,
    social_links: data.social_links ?? {},
    department_id: data.department_id ?? null,
    municipality_id: data.municipality_id ?? null,
    address: data.address ?? null,
    description: data.description ?? null,
    logo_alignment: data.logo_alignment ?? 'left',
    hide_main_menu: data.hide_main_menu ?? false,
    hide_subscription_footer: data.hide_subscription_footer ?? true,
  }
}

/** The stored agency's values, with the fields the update names laid over them. */
function updatedValues(row: CustomerRow, patch: CustomerPatch): CustomerValues {
  const stored: CustomerValues = {
    name: row.name,
    // Renaming the agency keeps its microsite address: links to it stay the same.
    slug: row.slug,
    nit: row.nit,
    website: row.website,
    email: row.email,
    phones: row.phones,
    whatsapp: row.whatsapp,
    social_links: row.socialLinks,
    department_id: row.departmentId,
    municipality_id: row.municipalityId,
    address: row.address,
    description: row.description,
    logo_alignment: row.logoAlignment,
    hide_main_menu: row.hideMainMenu,
    hide_subscription_footer: row.hideSubscriptionFooter,
  }
  const named = Object.fromEntries(
    Object.entries(patch).filter(([key, value]) => key !== 'advisers' && value !== undefined),
  )
  return { ...stored, ...named }
}

/** Creates an agency (portal-wide `customers.manage`, SuperAdmin by default). */
export async function createCustomer(ctx: ServiceContext, data: CustomerInput): Promise<CustomerView> {
  assertCanCreateCustomer(ctx.actor)
  const values = newValues(data)
  const place = await resolvePlace(ctx, values)
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertCustomerRow(tx, rowValues(values, place))
    for (const a of data.advisers ?? [])
      await insertAdviser(tx, { customerId: created.id, name: a.name, email: a.email, phone: a.phone })
    await recordAudit(tx, ctx.actor, {
      action: 'customer.create',
      entityType: 'customer',
      entityId: created.id,
      customerId: created.id,
      data: { name: created.name },
    })
    return created
  })
  return toView(ctx, row)
}

/**
 * Updates an agency's profile, advisers and microsite settings: the fields the input names
 * (the page's form names every profile field; a PATCH only some). `advisers`, when given, is
 * the full list: advisers left out are retired (kept for old listings).
 */
export async function updateCustomer(
  ctx: ServiceContext,
  customerId: number,
  data: CustomerPatch,
): Promise<CustomerView> {
  const current = await loadManaged(ctx, customerId)
  const merged = updatedValues(current, data)
  const place = await resolvePlace(ctx, merged)
  const existing = await listAdvisers(ctx.db, current.id, { activeOnly: true })
  if (data.advisers) {
    for (const [i, a] of data.advisers.entries()) {
      if (a.id != null && !existing.some((e) => e.id === a.id))
        throw validationError({ [`advisers.${i}.id`]: [{ key: 'validation.id' }] })
    }
  }
  const values = rowValues(merged, place)
  const changed = Object.keys(values).filter(
    (k) => JSON.stringify(values[k as keyof typeof values]) !== JSON.stringify(current[k as keyof CustomerRow]),
  )
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateCustomerRow(tx, current.id, values)
    const adviserChanges: string[] = []
    if (data.advisers) {
      const kept = new Set<number>()
      for (const a of data.advisers) {
        const id = a.id
        if (id != null) {
          kept.add(id)
          const before = existing.find((e) => e.id === id)!
          if (before.name !== a.name || before.email !== a.email || before.phone !== a.phone) {
            await updateAdviser(tx, id, { name: a.name, email: a.email, phone: a.phone })
            adviserChanges.push(`update:${id}`)
          }
        } else {
          const created = await insertAdviser(tx, {
            customerId: current.id,
            name: a.name,
            email: a.email,
            phone: a.phone,
          })
          adviserChanges.push(`add:${created.id}`)
        }
      }
      for (const e of existing) {
        if (kept.has(e.id)) continue
        await updateAdviser(tx, e.id, { isActive: false })
        adviserChanges.push(`remove:${e.id}`)
      }
    }
    await recordAudit(tx, ctx.actor, {
      action: 'customer.update',
      entityType: 'customer',
      entityId: current.id,
      customerId: current.id,
      data: { fields: changed, advisers: adviserChanges },
    })
    return updated
  })
  return toView(ctx, row)
}

/** The microsite settings alone: logo alignment, hide main menu, hide subscription block. */
export async function updateMicrositeSettings(
  ctx: ServiceContext,
  customerId: number,
  data: MicrositeSettings,
): Promise<CustomerView> {
  const current = await loadManaged(ctx, customerId)
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateCustomerRow(tx, current.id, {
      logoAlignment: data.logo_alignment,
      hideMainMenu: data.hide_main_menu,
      hideSubscriptionFooter: data.hide_subscription_footer,
    })
    await recordAudit(tx, ctx.actor, {
      action: 'customer.microsite_update',
      entityType: 'customer',
      entityId: current.id,
      customerId: current.id,
      data,
    })
    return updated
  })
  return toView(ctx, row)
}

/** Replaces the agency's logo or banner with an uploaded image (type checked by content). */
export async function setCustomerImage(
  ctx: ServiceContext,
  customerId: number,
  kind: 'logo' | 'banner',
  bytes: Uint8Array,
): Promise<CustomerView> {
  const current = await loadManaged(ctx, customerId)
  const key = await storeAgencyImage(current.id, kind, bytes)
  const column = kind === 'logo' ? 'logoPath' : 'bannerPath'
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateCustomerRow(tx, current.id, { [column]: key })
    await recordAudit(tx, ctx.actor, {
      action: `customer.${kind}_update`,
      entityType: 'customer',
      entityId: current.id,
      customerId: current.id,
      data: { key },
    })
    return updated
  })
  await removeAgencyImage(current[column])
  return toView(ctx, row)
}

export async function removeCustomerImage(
  ctx: ServiceContext,
  customerId: number,
  kind: 'logo' | 'banner',
): Promise<CustomerView> {
  const current = await loadManaged(ctx, customerId)
  const column = kind === 'logo' ? 'logoPath' : 'bannerPath'
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateCustomerRow(tx, current.id, { [column]: null })
    await recordAudit(tx, ctx.actor, {
      action: `customer.${kind}_remove`,
      entityType: 'customer',
      entityId: current.id,
      customerId: current.id,
    })
    return updated
  })
  await removeAgencyImage(current[column])
  return toView(ctx, row)
}

/** An adviser's photo. */
export async function setAdviserPhoto(
  ctx: ServiceContext,
  customerId: number,
  adviserId: number,
  bytes: Uint8Array,
): Promise<AdviserView> {
  const current = await loadManaged(ctx, customerId)
  const adviser = (await listAdvisers(ctx.db, current.id, { activeOnly: true })).find((a) => a.id === adviserId)
  if (!adviser) throw notFound()
  const key = await storeAgencyImage(current.id, 'adviser', bytes)
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateAdviser(tx, adviser.id, { photoPath: key })
    await recordAudit(tx, ctx.actor, {
      action: 'customer.adviser_photo_update',
      entityType: 'customer',
      entityId: current.id,
      customerId: current.id,
      data: { adviser: adviser.id },
    })
    return row
  })
  await removeAgencyImage(adviser.photoPath)
  return adviserView(updated)
}

/** Switches an agency (and so its microsite and listings) on or off; portal-wide only. */
export async function setCustomerActive(
  ctx: ServiceContext,
  customerId: number,
  isActive: boolean,
): Promise<CustomerView> {
  assertCanSwitchCustomer(ctx.actor)
  const current = await findCustomer(ctx.db, customerId)
  if (!current) throw notFound()
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateCustomerRow(tx, current.id, { isActive })
    await recordAudit(tx, ctx.actor, {
      action: isActive ? 'customer.activate' : 'customer.deactivate',
      entityType: 'customer',
      entityId: current.id,
      customerId: current.id,
    })
    return updated
  })
  return toView(ctx, row)
}
