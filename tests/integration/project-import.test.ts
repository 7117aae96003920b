/**
 * The projects' CSV import over the real API and database (docs/project-import.md): the docs'
 * example file imported, a row per unit type grouped by code; a re-import updates instead of
 * duplicating (unit types kept by name, a price change recorded); errors on their real lines,
 * warnings kept apart; a dry run writes nothing; another builder's code is its own; 422s for
 * files that cannot be read; audit entries.
 */
import { readFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog, projects } from '#db/schema'
import { signInAs } from '../factories/auth'
import { insertUser, seedReferenceData } from '../factories/listings'
import { insertBuilder } from '../factories/projects'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
const token: Record<'a' | 'b' | 'agent', string> = { a: '', b: '', agent: '' }
const builders: Record<'a' | 'b', number> = { a: 0, b: 0 }
const example = readFileSync('docs/examples/project-import.csv', 'utf8')

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = Record<string, any>
async function upload(who: keyof typeof token, csv: string, query = '') {
  const body = new FormData()
  body.append('file', new Blob([csv]), 'proyectos.csv')
  const res = await app.request(`/api/admin/projects/imports${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token[who]}` },
    body,
  })
  return { status: res.status, body: (await res.json()) as Json }
}
const get = async (who: keyof typeof token, path: string) => {
  const res = await app.request(`/api${path}`, { headers: { authorization: `Bearer ${token[who]}` } })
  return { status: res.status, body: (await res.json()) as Json }
}
const ownProjects = (customerId: number) =>
  app.db.select().from(projects).where(eq(projects.customerId, customerId)).orderBy(projects.id)

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
  for (const who of ['a', 'b'] as const) {
    const builder = await insertBuilder(app.db, { name: `Constructora ${who.toUpperCase()}` })
    builders[who] = builder.id
    token[who] = (
      await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: builder.id })).id)
    ).token
  }
  token.agent = (await signInAs(app.db, (await insertUser(app.db, { role: 'Admin' })).id)).token
}, 60_000)
afterAll(() => app?.close())

test('a dry run says what would happen and writes nothing', async () => {
  const res = await upload('a', example, '?dry_run=1')
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.data).toMatchObject({ dry_run: true, created: 2, updated: 0, unchanged: 0, failed: 0, total: 2 })
  expect(res.body.data.errors).toEqual([])
  expect(await ownProjects(builders.a)).toHaveLength(0)
})

test('the example creates two draft projects with their unit types; importing it again changes nothing', async () => {
  const first = await upload('a', example)
  expect(first.status, JSON.stringify(first.body)).toBe(201)
  expect(first.body.data).toMatchObject({ status: 'done', created: 2, failed: 0, total: 2, errors: [] })
  const saved = await ownProjects(builders.a)
  expect(saved.map((p) => [p.code, p.status, p.stage, p.vis])).toEqual([
    ['TL-01', 'draft', 'sobre_planos', false],
    ['BV-02', 'draft', 'en_construccion', true],
  ])
  const list = await get('a', '/admin/projects?q=Laureles')
  const detail = (await get('a', `/admin/projects/${list.body.data[0].id}`)).body.data
  expect(detail.code).toBe('TL-01')
  expect(detail.unit_types.map((u: Json) => [u.name, u.built_area, u.price_from])).toEqual([
    ['Tipo A', 58, 320_000_000],
    ['Tipo B', 78.5, 415_000_000],
  ])
  expect(detail.amenity_ids).toHaveLength(2)

  const again = await upload('a', example)
  expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 2, failed: 0 })
  expect(await ownProjects(builders.a)).toHaveLength(2)
  const jobs = await get('a', '/admin/projects/imports')
  expect(jobs.body.data).toHaveLength(2)
  expect((await get('a', `/admin/projects/imports/${jobs.body.data[0].id}`)).status).toBe(200)
  expect((await get('b', `/admin/projects/imports/${jobs.body.data[0].id}`)).status).toBe(404)
  // The listing imports' list is the listings' own.
  expect((await get('a', '/admin/properties/imports')).body.data).toEqual([])
})

test('a re-import updates by code: a price change recorded, a unit type kept by name, one left out removed', async () => {
  const before = (await get('a', '/admin/projects?q=Laureles')).body.data[0].id
  const tipoA = (await get('a', `/admin/projects/${before}`)).body.data.unit_types[0].id
  const changed = example
    .split('\n')
    .filter((line) => !line.includes('Tipo B'))
    .join('\n')
    .replace('320000000', '335000000')
  const res = await upload('a', changed)
  expect(res.body.data).toMatchObject({ created: 0, updated: 1, unchanged: 1, failed: 0 })
  const detail = (await get('a', `/admin/projects/${before}`)).body.data
  expect(detail.unit_types.map((u: Json) => [u.id, u.price_from])).toEqual([[tipoA, 335_000_000]])
  expect(detail.price_history[0]).toMatchObject({ old_price: 320_000_000, new_price: 335_000_000 })
  const audit = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'project'), eq(auditLog.customerId, builders.a)))
  expect(audit.map((a) => a.action).sort()).toEqual(['project.create', 'project.create', 'project.update'])
})

test('errors name their real lines and columns; warnings apart; the good project is still imported', async () => {
  const header = example.split('\n')[0]
  const csv = [
    header,
    // Line 2: a project without a name; its second unit type (line 3) with a price that is not a number.
    'X-1;;;Antioquia;Medellín;;sobre planos;2028;1;3;no;no;;;;;;Tipo A;50;48;2;1;1;200000000;5',
    'X-1;;;Antioquia;Medellín;;sobre planos;2028;1;3;no;no;;;;;;Tipo B;60;55;3;2;1;mucho;5',
    // Lines 4–5: a good project, "Niquía" a barrio the catalogue lacks, a differing stage on line 5.
    '"Y-2";Proyecto Y;"Descripción en',
    'dos líneas";Antioquia;Bello;Barrio Inventado;sobre planos;2029;3;3;si;no;;;;;;Tipo 1;45;42;2;1;0;150000000;10',
    'Y-2;Proyecto Y;;Antioquia;Bello;;en construcción;2029;3;3;si;no;;;;;;Tipo 2;50;47;2;1;0;170000000;10',
    // Line 7: a stage nobody knows; a repeated unit type on line 8.
    'Z-3;Zeta;;Antioquia;Medellín;;ya casi;2028;1;3;no;no;;;;;;Uno;50;48;2;1;1;200000000;5',
    'Z-3;Zeta;;Antioquia;Medellín;;ya casi;2028;1;3;no;no;;;;;;uno;50;48;2;1;1;200000000;5',
  ].join('\r\n')
  const res = await upload('a', csv)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  expect(res.body.data).toMatchObject({ created: 1, failed: 2, total: 3 })
  const errors = res.body.data.errors.map((e: Json) => [e.line, e.field])
  expect(errors).toEqual([
    [2, 'name'],
    [3, 'price_from'],
    [7, 'stage'],
    [8, 'unit_type'],
  ])
  expect(res.body.data.errors[3].message).toBe('Esta tipología ya aparece en la línea 7')
  const warnings = res.body.data.warnings.map((e: Json) => [e.line, e.field])
  expect(warnings).toEqual([
    [4, 'sector'],
    [6, 'stage'],
  ])
  expect((await ownProjects(builders.a)).map((p) => p.code)).toEqual(['TL-01', 'BV-02', 'Y-2'])
})

test('another builder’s codes are its own: the same file creates its projects, never touching A’s', async () => {
  const res = await upload('b', example)
  expect(res.body.data).toMatchObject({ created: 2, updated: 0 })
  expect((await ownProjects(builders.b)).map((p) => p.code)).toEqual(['TL-01', 'BV-02'])
  expect(await ownProjects(builders.a)).toHaveLength(3)
  // An agency that is not a builder cannot import projects.
  expect((await upload('agent', example)).status).toBe(422)
})

test('files that cannot be read are 422s on `file`', async () => {
  for (const csv of ['', 'name;stage\nTorre;sobre planos\n', '\n\n', 'code;name\n'])
    expect((await upload('a', csv)).status, JSON.stringify(csv)).toBe(422)
  const noCode = await upload('a', 'name;stage\nTorre;sobre planos\n')
  expect(noCode.body.errors.file).toEqual(['Falta la columna code, que une cada fila con su proyecto'])
  const noFile = await app.request('/api/admin/projects/imports', {
    method: 'POST',
    headers: { authorization: `Bearer ${token.a}` },
    body: new FormData(),
  })
  expect(noFile.status).toBe(422)
})
