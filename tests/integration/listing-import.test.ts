/**
 * Bulk import (`POST /api/admin/properties/import`) in-process over a real database, as an
 * agency does it: a CSV written as Excel in Colombia writes it (BOM, semicolons, accents, a
 * few broken rows), read back as a report; the same file again changes nothing; a price edited
 * in the file is one update, audited; the listings reach the public search; photos by address
 * are fetched from a local photo host (and refused when not https or not public); a dry run and
 * unpublish_missing; another agency's listings are never touched; the editor refuses a code
 * the agency already uses. Each test here builds on the listings the ones before imported.
 * The file's shapes and rows are in listing-import-rows.test.ts. Runs on PGlite and PostgreSQL.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseCsv } from 'csv-parse/sync'
import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { auditLog, listingImports, properties, propertyPhotos } from '#db/schema'
import { encodeId } from '#core/shared'
import { signInAs } from '../factories/auth'
import { propertyTypeId, sectorId } from '../factories/catalog'
import { insertCustomer, insertListing, insertUser } from '../factories/listings'
import { excelCsv, type ImportApp, listingImportWorld, type Report, rentRow } from '../support/listing-import'

const { world, importFile, listingOfA } = listingImportWorld()
let app: ImportApp
let agencyA: { id: number }
let agencyB: { id: number }
let admin: { authorization: string }
let photoOrigin: string
beforeAll(() => {
  ;({ app, agencyA, agencyB, admin, photoOrigin } = world)
})

test('an Excel CSV imports its good rows and reports each broken one by line and field, in Spanish', async () => {
  const rows = [
    rentRow('AL-001'),
    rentRow('AL-002', '1.800.000'),
    rentRow('AL-003', '3.100.000', { status: 'borrador' }),
    // Line 5: an unknown type; line 6: an estrato of 9 and a municipality that does not exist.
    'AL-004;Castillo;Arriendo;2000000;;;;;;;;Castillo medieval;;;;;;;borrador',
    'AL-005;Casa;Venta;;450000000;;;9;;;;Casa campestre;;;Macondo;;;;borrador',
    // Line 7: the same code as line 2.
    rentRow('AL-001', '9.999.999'),
  ]
  const { status, body } = await importFile(excelCsv(rows))
  expect(status).toBe(200)
  expect(body.data).toMatchObject({ status: 'done', created: 3, updated: 0, unchanged: 0, failed: 3, unpublished: 0 })
  // Published needs a photo: saved as drafts, each told once; so is the draft without one.
  expect(body.data.warnings).toEqual(
    [2, 3, 4].map((line) => ({ line, field: 'photo_urls', message: 'Falta una foto para publicar' })),
  )
  expect(body.data.errors).toEqual([
    { line: 5, field: 'property_type', message: 'Valor desconocido: «Castillo»' },
    { line: 6, field: 'municipality', message: 'Valor desconocido: «Macondo»' },
    { line: 6, field: 'stratum', message: expect.any(String) },
    { line: 7, field: 'agency_code', message: 'Este código ya aparece en la línea 2' },
  ])
  const first = await listingOfA('AL-001')
  expect(first).toMatchObject({
    status: 'draft',
    rentPrice: 2_500_000,
    adminPrice: 350_000,
    buildArea: 85.5,
    description: 'Luminoso; con balcón y vista a la montaña',
  })
})

test('an agency’s LF file: the report names the lines as the file has them, keeps unknown barrios and drafts without photos, its counts add up, and downloads as CSV', async () => {
  const header =
    'agency_code;property_type;business_type;rent_price;build_area;title;description;municipality;sector;photo_urls;status'
  const row = (code: string, place: string, sector: string, extra = ';;borrador', description = 'Cerca del metro') =>
    `${code};Apartamento;Arriendo;1900000;62;Apartamento ${code};${description};${place};${sector}${extra}`
  const lines = [
    header,
    row('LF-1', 'Medellín', 'El Poblado'),
    'LF-2;Castillo;Arriendo;1900000;62;Castillo;Torre;Medellín;;;borrador',
    row('LF-3', 'Sabaneta', 'Aves María'),
    'LF-4;Apartamento;Arriendo;mucho;62;Apartamento;Caro;Medellín;;;borrador',
    // Lines 6 and 7: a description on two lines, as Excel saves a cell with Alt+Enter.
    row('LF-5', 'Bello', 'Niquía', ';;borrador', '"Dos\nlíneas"'),
    row('LF-6', 'Itagüí', 'santa maria'),
    row('LF-7', 'Medellín', 'Poblado', `;${photoOrigin}/sala.jpg;publicado`),
  ]
  // An agency of its own: its published listing stays out of the other tests' counts.
  const agency = await insertCustomer(app.db, { name: 'Gama Inmuebles' })
  const gama = (await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: agency.id })).id)).headers
  const listingOf = (agencyCode: string) =>
    app.db
      .select()
      .from(properties)
      .where(and(eq(properties.customerId, agency.id), eq(properties.agencyCode, agencyCode)))
      .then((rows) => rows[0])
  const { status, body } = await importFile(new TextEncoder().encode(`${lines.join('\n')}\n`), '', gama)
  expect(status).toBe(200)
  const report = body.data
  expect(report).toMatchObject({ status: 'done', total: 7, created: 5, updated: 0, unchanged: 0, failed: 2 })
  expect(report.created + report.updated + report.unchanged + report.failed).toBe(report.total)
  expect(report.errors.map((e) => [e.line, e.field])).toEqual([
    [3, 'property_type'],
    [5, 'rent_price'],
  ])
  const unknown = (name: string) => `El barrio «${name}» no está en el catálogo: el inmueble se importó sin barrio`
  const photo = 'Falta una foto para publicar'
  expect(report.warnings.map((w) => [w.line, w.field, w.message])).toEqual([
    [2, 'photo_urls', photo],
    [4, 'sector', unknown('Aves María')],
    [4, 'photo_urls', photo],
    [6, 'sector', unknown('Niquía')],
    [6, 'photo_urls', photo],
    [8, 'sector', unknown('santa maria')],
    [8, 'photo_urls', photo],
    [9, 'sector', 'El barrio «Poblado» no está en el catálogo: se tomó «El Poblado»'],
  ])
  const poblado = await sectorId(app.db, '05001', 'el-poblado')
  expect(await listingOf('LF-3')).toMatchObject({ status: 'draft', sectorId: null })
  expect(await listingOf('LF-5')).toMatchObject({ description: 'Dos\nlíneas', sectorId: null })
  expect(await listingOf('LF-7')).toMatchObject({ status: 'published', sectorId: poblado })

  // The stored report says the same, and downloads as CSV for Excel: errors and warnings, with their severity.
  const job = (await (await app.request(`/api/admin/properties/imports/${report.id}`, { headers: gama })).json()) as {
    data: Report & { warning_count: number; error_count: number }
  }
  expect(job.data).toMatchObject({ failed: 2, error_count: 2, warning_count: 8, warnings: report.warnings })
  const res = await app.request(`/api/admin/properties/imports/${report.id}/report.csv`, {
    headers: { ...gama, 'accept-language': 'es-CO' },
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="informe-importacion-[\d-]+-\w+\.csv"$/)
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())
  expect(text.startsWith('\ufeffLínea;Campo;Tipo;Problema\r\n')).toBe(true)
  const cells = parseCsv(text.slice(1), { delimiter: ';', record_delimiter: '\r\n', from_line: 2 }) as string[][]
  expect(cells).toHaveLength(10)
  expect(cells[0]).toEqual(['2', 'photo_urls', 'Aviso', photo])
  expect(cells[1]).toEqual(['3', 'property_type', 'Error', 'Valor desconocido: «Castillo»'])
  expect(cells).toContainEqual(['4', 'sector', 'Aviso', unknown('Aves María')])
  expect(cells.filter((c) => c[2] === 'Error').map((c) => c[0])).toEqual(['3', '5'])
  // Another agency's admin cannot read it.
  expect((await app.request(`/api/admin/properties/imports/${report.id}/report.csv`, { headers: admin })).status).toBe(
    404,
  )
})

test('the same file again changes nothing; one edited price is one audited update', async () => {
  const rows = [
    rentRow('AL-001'),
    rentRow('AL-002', '1.800.000'),
    rentRow('AL-003', '3.100.000', { status: 'borrador' }),
  ]
  const again = await importFile(excelCsv(rows))
  expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 3 })

  const before = await listingOfA('AL-002')
  rows[1] = rentRow('AL-002', '1.750.000')
  const edited = await importFile(excelCsv(rows))
  expect(edited.body.data).toMatchObject({ created: 0, updated: 1, unchanged: 2 })
  expect((await listingOfA('AL-002')).rentPrice).toBe(1_750_000)
  const [audit] = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'property.update'), eq(auditLog.entityId, before.id)))
  expect(audit.data).toMatchObject({ rent_price: [1_800_000, 1_750_000], fields: ['rentPrice'] })
})

test('photos by address are fetched and re-encoded; a failed one is reported and the listing still publishes', async () => {
  const header =
    'agency_code;property_type;business_type;rent_price;title;description;municipality;build_area;photo_urls;status'
  const urls = [
    `${photoOrigin}/sala.jpg`,
    `${photoOrigin}/no-existe.jpg`,
    `${photoOrigin}/falsa.jpg`,
    'http://fotos.example.com/a.jpg',
    'https://127.0.0.1/b.jpg',
    `${photoOrigin}/rota.jpg`,
    `${photoOrigin}/cocina.jpg`,
  ]
  const row = `AL-010;Apartamento;Arriendo;2100000;Apartamento con fotos en Laureles;Cerca del estadio;Medellín;70;${urls.join('|')};publicado`
  const { body } = await importFile(excelCsv([row], header))
  expect(body.data).toMatchObject({ created: 1, failed: 0, errors: [] })
  // The listing is imported: its failed photos are warnings.
  expect(body.data.warnings.map((e) => [e.line, e.field, e.message])).toEqual([
    [2, 'photo_urls', `La foto ${photoOrigin}/no-existe.jpg respondió con el código 404`],
    [2, 'photo_urls', `El archivo de ${photoOrigin}/falsa.jpg no es una imagen JPG, PNG, WebP o AVIF`],
    [2, 'photo_urls', 'La foto http://fotos.example.com/a.jpg debe ser una dirección https'],
    [2, 'photo_urls', 'La foto https://127.0.0.1/b.jpg no está en una dirección pública de Internet'],
    [2, 'photo_urls', `No se pudo descargar la foto ${photoOrigin}/rota.jpg`],
  ])
  const listing = await listingOfA('AL-010')
  expect(listing.status).toBe('published')
  const photos = await app.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, listing.id))
  expect(photos.map((p) => [p.sourceUrl, p.position]).sort()).toEqual([
    [`${photoOrigin}/cocina.jpg`, 1],
    [`${photoOrigin}/sala.jpg`, 0],
  ])
  const stored = path.join(app.env.DATA_DIR_ABS, 'media', `${photos[0].storageKey}-480.webp`)
  expect(fs.existsSync(stored)).toBe(true)

  // The same row again fetches nothing and changes nothing (the failed addresses are reported again).
  const again = await importFile(excelCsv([row], header))
  expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 1 })
  expect((await app.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, listing.id))).length).toBe(2)

  const search = await app.request('/api/properties/search?q=Laureles&lang=es')
  const found = (await search.json()) as { data: { code: string }[] }
  expect(found.data.map((l) => l.code)).toContain(listing.code)
})

test('a dry run writes nothing; unpublish_missing unpublishes the coded listings the file leaves out', async () => {
  const count = async () => (await app.db.select().from(properties).where(eq(properties.customerId, agencyA.id))).length
  const jobs = async () => (await app.db.select().from(listingImports)).length
  const before = await count()
  const jobsBefore = await jobs()
  const preview = await importFile(excelCsv([rentRow('AL-100'), rentRow('AL-001')]), '?dry_run=1')
  expect(preview.status).toBe(200)
  expect(preview.body.data).toMatchObject({ created: 1, unchanged: 1 })
  expect(await count()).toBe(before)
  expect(await jobs()).toBe(jobsBefore) // a dry run is not a job

  const header = 'agency_code;property_type;business_type;rent_price;title;description;municipality;build_area;status'
  const onlyOne = `AL-010;Apartamento;Arriendo;2100000;Apartamento con fotos en Laureles;Cerca del estadio;Medellín;70;publicado`
  const dry = await importFile(excelCsv([onlyOne], header), '?dry_run=1&unpublish_missing=1')
  expect(dry.body.data.unpublished).toBe(0) // AL-010 is the only published listing
  const own = await insertListing(app.db, { customerId: agencyA.id, status: 'published', agencyCode: 'AL-OLD' })
  const run = await importFile(excelCsv([onlyOne], header), '?unpublish_missing=1')
  expect(run.body.data).toMatchObject({ unchanged: 1, unpublished: 1 })
  expect((await app.db.select().from(properties).where(eq(properties.id, own.id)))[0].status).toBe('inactive')
})

test('one agency never touches another’s listings, even with the same codes', async () => {
  const theirs = await insertListing(app.db, { customerId: agencyB.id, agencyCode: 'AL-002', rentPrice: 990_000 })
  const { body } = await importFile(excelCsv([rentRow('AL-002', '1.750.000')]))
  expect(body.data).toMatchObject({ created: 0, unchanged: 1 })
  const [after] = await app.db.select().from(properties).where(eq(properties.id, theirs.id))
  expect(after.rentPrice).toBe(990_000)

  const analyst = (await signInAs(app.db, (await insertUser(app.db, { role: 'Analyst', customerId: agencyA.id })).id))
    .headers
  expect((await importFile(excelCsv([rentRow('AL-200')]), '', analyst)).status).toBe(403)
  const outsider = (await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: agencyB.id })).id))
    .headers
  const other = await importFile(excelCsv([rentRow('AL-002', '100')]), '', outsider)
  expect(other.body.data).toMatchObject({ created: 0, updated: 1 })
  expect((await listingOfA('AL-002')).rentPrice).toBe(1_750_000)
})

test('the editor refuses a second listing with an internal code the agency already uses', async () => {
  const res = await app.request('/api/admin/properties', {
    method: 'POST',
    headers: { 'accept-language': 'es-CO', 'content-type': 'application/json', ...admin },
    body: JSON.stringify({
      property_type_id: encodeId('propertyType', await propertyTypeId(app.db, 'apartment')),
      business_type: 'rent',
      title: 'Otro con el mismo código',
      agency_code: 'AL-001',
    }),
  })
  expect(res.status).toBe(422)
  expect(((await res.json()) as { errors: Record<string, string[]> }).errors).toEqual({
    agency_code: ['Ya tienes otro inmueble con este código interno'],
  })
})

test('unpublish_missing keeps the listings of rows that are in the file but broken, and never acts on a file with no valid row', async () => {
  const header = 'agency_code;property_type;business_type;rent_price;title;description;municipality;build_area;status'
  const good = `AL-010;Apartamento;Arriendo;2100000;Apartamento con fotos en Laureles;Cerca del estadio;Medellín;70;publicado`
  const republish = await importFile(excelCsv([good], header))
  expect((await listingOfA('AL-010')).status).toBe('published')
  expect(republish.status).toBe(200)
  const kept = await insertListing(app.db, { customerId: agencyA.id, status: 'published', agencyCode: 'AL-KEEP' })
  // AL-KEEP's row has a typo in its type: reported, and its listing is not unpublished.
  const typo = `AL-KEEP;Apartamiento;Arriendo;1900000;Otro;Otro;Medellín;60;publicado`
  const run = await importFile(excelCsv([good, typo], header), '?unpublish_missing=1')
  expect(run.body.data).toMatchObject({ unpublished: 0, errors: [{ line: 3, field: 'property_type' }] })
  expect((await app.db.select().from(properties).where(eq(properties.id, kept.id)))[0].status).toBe('published')

  // A header in Spanish: no row is valid, nothing is unpublished.
  const broken = await importFile(excelCsv(['AL-010;Apartamento'], 'agency_code;tipo'), '?unpublish_missing=1')
  expect(broken.body.data.unpublished).toBe(0)
  expect(broken.body.data.errors.map((e) => e.message)).toContain('Ninguna fila es válida: no se despublicó nada')
  expect((await listingOfA('AL-010')).status).toBe('published')
})
