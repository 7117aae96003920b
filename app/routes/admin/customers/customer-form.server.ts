/**
 * The agency form's server side, for /admin/customers/new and /admin/customers/{id}: the
 * department and municipality choices, and the submitted form parsed by the use case's own
 * schema (CustomerInputSchema, the one /api/admin/customers and its OpenAPI document use).
 */
import { CustomerInputSchema, SOCIAL_NETWORKS, type CustomerInput } from '#core/agencies'
import { listDepartments, listMunicipalities } from '#core/places'
import { decodeId, encodeId, parseInput, runtime } from '#core/shared'
import { formFields } from '#web/input'

/** Department and municipality choices of the agency form. */
export async function placeChoices(departmentPublicId: string | null | undefined) {
  const db = runtime().db
  const departmentId = decodeId('department', departmentPublicId)
  const [departments, municipalities] = await Promise.all([
    listDepartments(db),
    departmentId ? listMunicipalities(db, { departmentId }) : Promise.resolve([]),
  ])
  return {
    departments: departments.map((d) => ({ id: encodeId('department', d.id), name: d.displayName })),
    municipalities: municipalities.map((m) => ({ id: encodeId('municipality', m.id), name: m.displayName })),
  }
}

const ADVISER_LISTS = ['adviser_id', 'adviser_name', 'adviser_email', 'adviser_phone'] as const

/**
 * The agency form as CustomerInputSchema reads it: phones one a line, a field per social
 * network, the advisers' rows (those without a name are left out). The microsite settings
 * have their own form: left out here, they keep their value on an update.
 */
export function customerFormInput(form: FormData): CustomerInput {
  const fields = formFields(form, ADVISER_LISTS)
  const text = (name: string) => {
    const value = fields[name]
    return typeof value === 'string' ? value : ''
  }
  const list = (name: (typeof ADVISER_LISTS)[number]) => fields[name] as string[]
  const [ids, emails, phones] = [list('adviser_id'), list('adviser_email'), list('adviser_phone')]
  const advisers = list('adviser_name')
    .map((name, i) => ({ id: ids[i] || null, name: name.trim(), email: emails[i] ?? '', phone: phones[i] ?? '' }))
    .filter((a) => a.name !== '')
  return parseInput(CustomerInputSchema, {
    name: text('name'),
    slug: text('slug'),
    nit: text('nit'),
    website: text('website'),
    email: text('email'),
    phones: text('phones')
      .split(/\r?\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    whatsapp: text('whatsapp'),
    social_links: Object.fromEntries(
      SOCIAL_NETWORKS.map((n) => [n, text(`social_${n}`).trim()]).filter(([, url]) => url),
    ),
    department_id: text('department_id'),
    municipality_id: text('municipality_id'),
    address: text('address'),
    description: text('description'),
    advisers,
  })
}
