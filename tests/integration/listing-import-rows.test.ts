/**
 * Bulk import's files and rows over a real database: an unreadable file is refused whole; Windows-1252 and commas read the same; an XML
 * file in the documented shape and the page's CSV template import; broken rows and rows with
 * the wrong number of cells; the rental requirements' columns (guarantees and documents by slug
 * or Spanish name, the minimum term, pets and furnished as sí/no) reach the listing; an Analyst
 * sees no import report. Runs on PGlite and PostgreSQL.
 */
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { propertyFeatures } from '#db/schema'
import { IMPORT_FIELDS } from '#core/listings'
import { signInAs } from '../factories/auth'
import { featureId, municipalityId } from '../factories/catalog'
import { insertUser } from '../factories/listings'
import { excelCsv, type ImportApp, listingImportWorld, rentRow } from '../support/listing-import'

const { world, importFile, listingOfA } = listingImportWorld()
let app: ImportApp
let agencyA: { id: number }
let admin: { authorization: string }
beforeAll(() => {
  ;({ app, agencyA, admin } = world)
})

test('a file that cannot be read is refused whole with a 422 on file', async () => {
  const noCode = await importFile(excelCsv(['Apartamento;Arriendo'], 'property_type;business_type'))
  expect(noCode.status).toBe(422)
  expect(noCode.body.errors?.file).toEqual(['Falta la columna agency_code, que une cada fila con su inmueble'])
  const broken = await importFile(
    new TextEncoder().encode('<listings><listing><agency_code>X</listing>'),
    '',
    admin,
    'a.xml',
  )
  expect(broken.status).toBe(422)
  expect(broken.body.errors?.file?.[0]).toMatch(/revisa la línea 1/)
  const empty = await importFile(new Uint8Array(), '')
  expect(empty.status).toBe(422)
})

test('Windows-1252 from an older Excel and commas instead of semicolons read the same', async () => {
  const text =
    'agency_code,property_type,business_type,sale_price,title,municipality,build_area,status\r\nAL-300,Casa,Venta,"480.000.000",Casa en Envigado con jardín,Envigado,140,borrador\r\n'
  const latin1 = Uint8Array.from([...text].map((c) => c.charCodeAt(0)))
  const { body } = await importFile(latin1)
  expect(body.data).toMatchObject({ created: 1, errors: [] })
  expect((await listingOfA('AL-300')).title).toBe('Casa en Envigado con jardín')
})

test('the XML example of the docs imports, and again changes nothing', async () => {
  const xml = fs.readFileSync(path.join(import.meta.dirname, '../../docs/examples/listing-import.xml'))
  const first = await importFile(xml, '', admin, 'listing-import.xml')
  expect(first.status).toBe(200)
  expect(first.body.data).toMatchObject({ created: 2, updated: 0 })
  const again = await importFile(xml, '', admin, 'listing-import.xml')
  expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 2 })
})

test('the CSV template the page offers has every column and validates as it is', async () => {
  const template = fs.readFileSync(path.join(import.meta.dirname, '../../public/import/plantilla-inmuebles.csv'))
  const header = new TextDecoder()
    .decode(template)
    .replace(/^\ufeff/, '')
    .split('\r\n')[0]
  expect(header.split(';')).toEqual([...IMPORT_FIELDS])
  const { status, body } = await importFile(template, '?dry_run=1')
  expect(status).toBe(200)
  expect(body.data).toMatchObject({ created: 2, errors: [] })
})

test('a row with more or fewer cells than the header is reported and writes nothing; DANE codes without their zero still match', async () => {
  const header = 'agency_code;property_type;business_type;sale_price;title;municipality;features'
  const before = await listingOfA('AL-300')
  const rows = [
    // A line break outside quotes split this row: its first half has fewer cells.
    'AL-300;Casa;Venta;480000000;Casa en Envigado',
    'AL-301;Casa;Venta;510000000;Casa en Medellín;5001;',
  ]
  const { body } = await importFile(excelCsv(rows, header))
  expect(body.data.errors).toEqual([
    {
      line: 2,
      field: 'file',
      message: 'La fila tiene 5 celdas y el encabezado 7: revisa los separadores y las comillas',
    },
  ])
  expect(await listingOfA('AL-300')).toEqual(before)
  const medellin = await listingOfA('AL-301')
  expect(medellin.municipalityId).toBe(await municipalityId(app.db, '05001'))
})

const featureSlugsOf = async (listingId: number) => {
  const [pets, furnished] = [await featureId(app.db, 'pets-allowed'), await featureId(app.db, 'furnished')]
  const rows = await app.db.select().from(propertyFeatures).where(eq(propertyFeatures.propertyId, listingId))
  const ids = rows.map((r) => r.featureId)
  return { pets: ids.includes(pets), furnished: ids.includes(furnished), count: ids.length }
}

test('rental requirements import by slug or Spanish name, each column on its own; bad values are reported by column', async () => {
  const header =
    'agency_code;property_type;business_type;rent_price;title;municipality;build_area;private_area;features;guarantees;documents;min_term_months;pets_allowed;furnished;status'
  const rows = [
    'AL-400;Apartamento;Arriendo;2300000;Apartamento con requisitos;Medellín;70;63,5;Balcón;Póliza de arrendamiento|Codeudor;Certificado laboral|extractos_bancarios|Declaración de renta;12;Sí;0;borrador',
    // Line 3: "Sin garantía" with another; line 4: an unknown guarantee, a "maybe" and a term of 0.
    'AL-401;Apartamento;Arriendo;2300000;Otro;Medellín;70;;;Sin garantía|Póliza;;;;;borrador',
    'AL-402;Apartamento;Arriendo;2300000;Otro;Medellín;70;;;Aval bancario;Pasaporte;0;quizás;no;borrador',
  ]
  const { body } = await importFile(excelCsv(rows, header))
  expect(body.data.created).toBe(1)
  expect(body.data.errors).toEqual([
    { line: 3, field: 'guarantees', message: '«Sin garantía» no se combina con otras garantías' },
    { line: 4, field: 'guarantees', message: 'Valor desconocido: «Aval bancario»' },
    { line: 4, field: 'documents', message: 'Valor desconocido: «Pasaporte»' },
    { line: 4, field: 'pets_allowed', message: 'Valor desconocido: «quizás»' },
    { line: 4, field: 'min_term_months', message: expect.any(String) },
  ])
  const listing = await listingOfA('AL-400')
  expect(listing).toMatchObject({
    privateArea: 63.5,
    // In the catalogue's order, whatever the file's.
    rentalGuarantees: ['fiador', 'poliza'],
    rentalDocuments: ['certificado_laboral', 'extractos_bancarios', 'declaracion_renta'],
    rentalMinTermMonths: 12,
  })
  expect(await featureSlugsOf(listing.id)).toEqual({ pets: true, furnished: false, count: 2 })

  // The same file again changes nothing; a file with only the pets column changes only that.
  const again = await importFile(excelCsv(rows.slice(0, 1), header))
  expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 1 })
  const petsOnly = await importFile(
    excelCsv(['AL-400;Apartamento;Arriendo;no'], 'agency_code;property_type;business_type;pets_allowed'),
  )
  expect(petsOnly.body.data).toMatchObject({ updated: 1, errors: [] })
  expect(await listingOfA('AL-400')).toMatchObject({
    rentalGuarantees: ['fiador', 'poliza'],
    rentalMinTermMonths: 12,
    privateArea: 63.5,
  })
  expect(await featureSlugsOf(listing.id)).toEqual({ pets: false, furnished: false, count: 1 })

  // The XML shape: a list element per guarantee and document, yes/no words.
  const xml = `<listings><listing>
    <agency_code>AL-410</agency_code><property_type>Local</property_type><business_type>arriendo</business_type>
    <rent_price>4500000</rent_price><title>Local sobre la 70</title><municipality>Medellín</municipality>
    <guarantees><guarantee>depósito</guarantee><guarantee>fiador</guarantee></guarantees>
    <documents><document>Cámara de Comercio</document><document>declaracion_renta</document></documents>
    <min_term_months>24</min_term_months><furnished>true</furnished>
  </listing></listings>`
  const fromXml = await importFile(new TextEncoder().encode(xml), '', admin, 'local.xml')
  expect(fromXml.body.data).toMatchObject({ created: 1, errors: [] })
  const local = await listingOfA('AL-410')
  expect(local).toMatchObject({
    rentalGuarantees: ['fiador', 'deposito'],
    rentalDocuments: ['declaracion_renta', 'camara_comercio'],
    rentalMinTermMonths: 24,
  })
  expect(await featureSlugsOf(local.id)).toEqual({ pets: false, furnished: true, count: 1 })
})

test('an Analyst sees one import report exactly when they see the list of imports: neither', async () => {
  const { body } = await importFile(excelCsv([rentRow('AL-700')]))
  const id = (body.data as unknown as { id: string }).id
  expect(id).toEqual(expect.any(String))
  const analyst = (await signInAs(app.db, (await insertUser(app.db, { role: 'Analyst', customerId: agencyA.id })).id))
    .headers
  const list = await app.request('/api/admin/properties/imports', { headers: analyst })
  const one = await app.request(`/api/admin/properties/imports/${id}`, { headers: analyst })
  expect([list.status, one.status]).toEqual([403, 403])
  const own = await app.request(`/api/admin/properties/imports/${id}`, { headers: admin })
  expect(own.status).toBe(200)
})
