/**
 * The listing form pages' actions (new and edit) on a real database: a refused submit comes
 * back with every submitted value (the status buttons too), and its message names what is
 * missing with the form's labels in the request's language.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { action as editAction } from '~/routes/admin/properties/property-edit'
import { action as newAction } from '~/routes/admin/properties/property-new'
import { encodeId } from '#core/shared/ids.utils'
import { properties } from '#db/schema'
import { signInAs } from '../factories/auth'
import { featureId, propertyTypeId } from '../factories/catalog'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
let cookie: string
let agencyId: number
let amenities: string[]

beforeAll(async () => {
  app = await startAccountsApp()
  await seedReferenceData(app.db)
  agencyId = (await insertCustomer(app.db, { name: 'Inmobiliaria Formulario' })).id
  cookie = (await signInAs(app.db, (await insertUser(app.db, { role: 'ContentManager', customerId: agencyId })).id))
    .cookie
  amenities = [
    encodeId('feature', await featureId(app.db, 'pool')),
    encodeId('feature', await featureId(app.db, 'gym')),
  ]
}, 60_000)
afterAll(() => app?.close())

interface Failure {
  message: string
  errors: Record<string, string[]>
  values: Record<string, string | string[]>
}

/** A form post to a page action, as the browser sends it; the refusal's status and body. */
async function submit(
  run: typeof editAction | typeof newAction,
  path: string,
  fields: [string, string][],
  params: Record<string, string> = {},
) {
  const form = new FormData()
  for (const [k, v] of fields) form.append(k, v)
  const request = new Request(`http://localhost${path}`, { method: 'POST', body: form, headers: { cookie } })
  const result = (await run({ request, params, context: {} } as never)) as unknown as {
    data: Failure
    init: ResponseInit | null
  }
  return { status: result.init?.status, body: result.data }
}

/** What a person typed into the form, prices with their thousands dots. */
async function typed(): Promise<[string, string][]> {
  return [
    ['property_type_id', encodeId('propertyType', await propertyTypeId(app.db, 'house'))],
    ['business_type', 'rent'],
    ['code', 'FORM-1'],
    ['title', 'Casa con patio y terraza'],
    ['description', ''],
    ['rent_price', '3.200.000'],
    ['build_area', '82'],
    ['bedrooms', '3'],
    ['feature_ids', amenities[0]],
    ['feature_ids', amenities[1]],
  ]
}

async function draftWithoutPhotos() {
  const listing = await insertListing(app.db, {
    customerId: agencyId,
    status: 'draft',
    photoCount: 0,
    description: '',
    title: 'Borrador',
  })
  return { id: encodeId('property', listing.id), rowId: listing.id }
}

test('"Publicar" refused: the message names the missing fields, and every typed value comes back', async () => {
  const { id } = await draftWithoutPhotos()
  const res = await submit(editAction, `/admin/properties/${id}`, [...(await typed()), ['intent', 'publish']], {
    propertyId: id,
  })
  expect(res.status).toBe(422)
  expect(res.body.message).toBe('Para publicar falta: Descripción, Fotos')
  expect(res.body.errors.photos).toBe('Se requiere al menos una foto')
  expect(res.body.values).toMatchObject({
    code: 'FORM-1',
    title: 'Casa con patio y terraza',
    rent_price: '3.200.000',
    build_area: '82',
    bedrooms: '3',
    feature_ids: amenities,
  })
  expect(res.body.values).not.toHaveProperty('intent')
})

test('the same refusal in the English back-office is in English', async () => {
  const { id } = await draftWithoutPhotos()
  const res = await submit(editAction, `/en/admin/properties/${id}`, [...(await typed()), ['intent', 'publish']], {
    propertyId: id,
  })
  expect(res.status).toBe(422)
  expect(res.body.message).toBe('To publish, add: Description, Photos')
  expect(res.body.errors.photos).toBe('At least one photo is required')
})

test('"Guardar y publicar" refused: nothing is saved, and the form gets back what was typed', async () => {
  const { id, rowId } = await draftWithoutPhotos()
  const fields = (await typed()).map(([k, v]): [string, string] => [
    k,
    k === 'description' ? 'Casa luminosa cerca del parque.' : v,
  ])
  const res = await submit(editAction, `/admin/properties/${id}`, [...fields, ['intent', 'save_publish']], {
    propertyId: id,
  })
  expect(res.status).toBe(422)
  expect(res.body.message).toBe('Para publicar falta: Fotos')
  expect(res.body.values).toMatchObject({
    title: 'Casa con patio y terraza',
    description: 'Casa luminosa cerca del parque.',
    feature_ids: amenities,
  })
  const [saved] = await app.db.select({ title: properties.title }).from(properties).where(eq(properties.id, rowId))
  expect(saved.title).toBe('Borrador')
})

test('a new listing refused (no property type) keeps every field, in the request’s language', async () => {
  const fields = (await typed()).map(([k, v]): [string, string] => [
    k,
    k === 'property_type_id' ? '' : k === 'code' ? 'FORM-2' : v,
  ])
  const es = await submit(newAction, '/admin/properties/new', [...fields, ['intent', 'save_draft']])
  expect(es.status).toBe(422)
  expect(es.body.errors.property_type_id).toBe('Este campo es obligatorio')
  expect(es.body.values).toMatchObject({
    code: 'FORM-2',
    title: 'Casa con patio y terraza',
    rent_price: '3.200.000',
    feature_ids: amenities,
  })
  const en = await submit(newAction, '/en/admin/properties/new', [...fields, ['intent', 'save_draft']])
  expect(en.body.errors.property_type_id).toBe('This field is required')
})

test('rental requirements: "Sin garantía" with a póliza is refused at its field with every tick back; the fix saves them', async () => {
  const { id, rowId } = await draftWithoutPhotos()
  const rental = (guarantees: string[]): [string, string][] => [
    ...guarantees.map((g): [string, string] => ['rental_guarantees', g]),
    ['rental_documents', 'cedula'],
    ['rental_documents', 'certificado_laboral'],
    ['rental_min_term_months', '12'],
    ['private_area', '64,5'],
    ['intent', 'save'],
  ]
  const refused = await submit(
    editAction,
    `/admin/properties/${id}`,
    [...(await typed()), ...rental(['poliza', 'none'])],
    {
      propertyId: id,
    },
  )
  expect(refused.status).toBe(422)
  expect(refused.body.errors['rental_requirements.guarantees']).toBe('«Sin garantía» no se combina con otras garantías')
  expect(refused.body.values).toMatchObject({
    rental_guarantees: ['poliza', 'none'],
    rental_documents: ['cedula', 'certificado_laboral'],
    rental_min_term_months: '12',
    private_area: '64,5',
    feature_ids: amenities,
  })

  const saved = await submit(editAction, `/admin/properties/${id}`, [...(await typed()), ...rental(['poliza'])], {
    propertyId: id,
  })
  expect(saved.status).toBeUndefined() // a redirect
  const [row] = await app.db.select().from(properties).where(eq(properties.id, rowId))
  expect(row).toMatchObject({
    rentalGuarantees: ['poliza'],
    rentalDocuments: ['cedula', 'certificado_laboral'],
    rentalMinTermMonths: 12,
    privateArea: 64.5,
  })
})

test('saving a public listing that now asks for a deposit says it went to staff, not that it was saved', async () => {
  const listing = await insertListing(app.db, { customerId: agencyId, status: 'published' })
  const id = encodeId('property', listing.id)
  const save = async (description: string) => {
    const fields = (await typed()).map(([k, v]): [string, string] => [
      k,
      k === 'description' ? description : k === 'code' ? `FORM-${listing.id}` : v,
    ])
    const request = new Request(`http://localhost/admin/properties/${id}`, {
      method: 'POST',
      body: new URLSearchParams([...fields, ['intent', 'save']]),
      headers: { cookie },
    })
    const res = (await editAction({ request, params: { propertyId: id }, context: {} } as never)) as unknown as Response
    return res.headers.get('location')
  }
  expect(await save('Casa luminosa cerca del parque.')).toBe(`/admin/properties/${id}?done=saved`)
  expect(await save('Casa luminosa. Para apartarla consigne el anticipo por Nequi.')).toBe(
    `/admin/properties/${id}?done=in_review`,
  )
  const [row] = await app.db.select({ status: properties.status }).from(properties).where(eq(properties.id, listing.id))
  expect(row.status).toBe('in_review')
})
