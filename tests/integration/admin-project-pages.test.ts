/**
 * The back-office project pages' loaders and actions on a real database: the section opens
 * only for a builder's members with projects.read (the navigation lists it for them alone), a
 * project of another builder is the 404 page, a refused save answers 422 with field messages and
 * every typed value (unit type rows included), and the editor's forms (save, publish, progress
 * with a photo, floor plan) do what the API does.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loader as layoutLoader } from '~/routes/admin/admin-layout'
import { action as editAction, loader as editLoader } from '~/routes/admin/projects/project-edit'
import { action as newAction, loader as newLoader } from '~/routes/admin/projects/project-new'
import { action as listAction, loader as listLoader } from '~/routes/admin/projects/projects-list'
import { decodeId, encodeId } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { featureId } from '../factories/catalog'
import { insertCustomer, insertUser, seedReferenceData } from '../factories/listings'
import { insertBuilder, insertProjectPhotos, projectBody } from '../factories/projects'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
const cookie: Record<string, string> = {}
let projectOfA = ''
let png: Buffer

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- page answers are checked field by field
type Json = Record<string, any>
type Handler = (args: never) => unknown

/** Runs a loader or action as React Router would; a thrown answer (404 page, redirect) is returned as the answer. */
async function run(fn: Handler, who: string, path: string, params: Record<string, string> = {}, form?: FormData) {
  const init: RequestInit = { headers: { cookie: cookie[who] } }
  if (form) Object.assign(init, { method: 'POST', body: form })
  const request = new Request(`http://localhost${path}`, init)
  let out: unknown
  try {
    out = await fn({ request, params, context: {} } as never)
  } catch (thrown) {
    out = thrown
  }
  if (out instanceof Response) return { status: out.status, body: {} as Json, location: out.headers.get('location') }
  const answer = out as { type?: string; data?: Json; init?: ResponseInit | null }
  if (answer?.type === 'DataWithResponseInit') return { status: answer.init?.status ?? 200, body: answer.data as Json }
  return { status: 200, body: out as Json }
}

const formOf = (fields: [string, string | Blob][]) => {
  const f = new FormData()
  for (const [k, v] of fields) f.append(k, v)
  return f
}

/** The new-project form as a person fills it in, with two unit types. */
async function typed(): Promise<[string, string][]> {
  const body = await projectBody(app.db)
  return [
    ['name', 'Mirador del Río'],
    ['description', 'Apartamentos sobre planos junto al río.'],
    ['stage', 'sobre_planos'],
    ['department_id', body.department_id],
    ['municipality_id', body.municipality_id],
    ['delivery_month', '6'],
    ['delivery_year', '2028'],
    ['stratum', '3'],
    ['vis', 'on'],
    ['sales_room.address', 'Calle 10 # 40-20'],
    ['sales_room.hours', 'Lunes a sábado, 9 a 6'],
    ['sales_room.phone', '6045551234'],
    ['amenity_ids', encodeId('feature', await featureId(app.db, 'pool'))],
    ['unit_types.0.name', 'Tipo A'],
    ['unit_types.0.built_area', '58,5'],
    ['unit_types.0.bedrooms', '2'],
    ['unit_types.0.price_from', '240.000.000'],
    ['unit_types.1.name', 'Tipo B'],
    ['unit_types.1.built_area', '72'],
    ['unit_types.1.bedrooms', '3'],
    ['unit_types.1.price_from', '310.000.000'],
  ]
}

beforeAll(async () => {
  app = await startAccountsApp()
  await seedReferenceData(app.db)
  const a = await insertBuilder(app.db, { name: 'Constructora Páginas A' })
  const b = await insertBuilder(app.db, { name: 'Constructora Páginas B' })
  const agency = await insertCustomer(app.db, { name: 'Inmobiliaria Sin Proyectos' })
  const people = {
    managerA: { role: 'ContentManager', customerId: a.id },
    analystA: { role: 'Analyst', customerId: a.id },
    adminB: { role: 'Admin', customerId: b.id },
    agencyManager: { role: 'ContentManager', customerId: agency.id },
  } as const
  for (const [who, grant] of Object.entries(people))
    cookie[who] = (await signInAs(app.db, (await insertUser(app.db, grant)).id)).cookie
  const created = await run(newAction, 'managerA', '/admin/projects/new', {}, formOf(await typed()))
  expect(created.status, JSON.stringify(created.body)).toBe(302)
  projectOfA = created.location!.split('/').pop()!.split('?')[0]
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3c475b' } })
    .png()
    .toBuffer()
}, 60_000)
afterAll(() => app?.close())

describe('who opens the projects section', () => {
  test('the navigation lists "Proyectos" for a builder’s member with projects.read only', async () => {
    const sections = async (who: string) => (await run(layoutLoader, who, '/admin')).body.sections as string[]
    expect(await sections('managerA')).toContain('projects')
    expect(await sections('adminB')).toContain('projects')
    expect(await sections('analystA')).not.toContain('projects')
    // An agency's ContentManager holds projects.read by default, but an agency has no projects.
    expect(await sections('agencyManager')).not.toContain('projects')
  })

  test('the list: 403 without the section, and each builder sees only its own projects', async () => {
    expect((await run(listLoader, 'agencyManager', '/admin/projects')).status).toBe(403)
    expect((await run(listLoader, 'analystA', '/admin/projects')).status).toBe(403)
    expect((await run(newLoader, 'analystA', '/admin/projects/new')).status).toBe(403)
    const mine = await run(listLoader, 'managerA', '/admin/projects?q=mirador')
    expect(mine.body.rows.map((r: Json) => r.id)).toEqual([projectOfA])
    expect(mine.body.rows[0]).toMatchObject({ status: 'draft', price_from: 240_000_000 })
    expect(mine.body.rows[0].actions).toEqual(expect.arrayContaining(['publish', 'delete']))
    expect((await run(listLoader, 'managerA', '/admin/projects?q=otro')).body.rows).toEqual([])
    // The filter form's empty choices ("Todos") are no filter.
    expect((await run(listLoader, 'managerA', '/admin/projects?status=&q=Mirador')).body.rows).toHaveLength(1)
    expect((await run(listLoader, 'managerA', '/admin/projects?status=published')).body.rows).toEqual([])
    expect((await run(listLoader, 'managerA', '/admin/projects?status=nada')).status).toBe(422)
    expect((await run(listLoader, 'adminB', '/admin/projects')).body.rows).toEqual([])
  })

  test('another builder’s project is the 404 page, to read and to every form', async () => {
    const path = `/admin/projects/${projectOfA}`
    const params = { projectId: projectOfA }
    const other = await run(editLoader, 'adminB', path, params)
    expect(other.status).toBe(404)
    expect(other.body.message).toBe('projects.not_found')
    for (const intent of ['save', 'publish', 'delete', 'progress']) {
      const res = await run(
        editAction,
        'adminB',
        path,
        params,
        formOf([...(await typed()), ['percent', '50'], ['intent', intent]]),
      )
      expect(res.status, intent).toBe(404)
    }
    const row = await run(
      listAction,
      'adminB',
      '/admin/projects',
      {},
      formOf([
        ['id', projectOfA],
        ['intent', 'delete'],
      ]),
    )
    expect(row.status).toBe(404)
    expect((await run(editLoader, 'managerA', '/admin/projects/nope', { projectId: 'nope' })).status).toBe(404)
  })
})

describe('the editor', () => {
  test('a new project refused (422) keeps every typed value and names the fields, unit type rows included', async () => {
    const fields = (await typed()).map(([k, v]): [string, string] => [
      k,
      k === 'unit_types.1.name' || k === 'name' ? '' : k === 'unit_types.0.bedrooms' ? 'dos' : v,
    ])
    const res = await run(newAction, 'managerA', '/admin/projects/new', {}, formOf(fields))
    expect(res.status).toBe(422)
    expect(res.body.errors).toMatchObject({
      name: 'Este campo es obligatorio',
      'unit_types.1.name': 'Este campo es obligatorio',
      'unit_types.0.bedrooms': expect.any(String),
    })
    expect(res.body.values).toMatchObject({
      description: 'Apartamentos sobre planos junto al río.',
      'sales_room.address': 'Calle 10 # 40-20',
      'unit_types.0.bedrooms': 'dos',
      'unit_types.1.price_from': '310.000.000',
      vis: 'on',
    })
  })

  test('the editor shows the saved project: two unit types, the sales room, its amenities', async () => {
    const page = await run(editLoader, 'managerA', `/admin/projects/${projectOfA}`, { projectId: projectOfA })
    expect(page.status).toBe(200)
    expect(page.body.project.unit_types.map((u: Json) => [u.name, u.built_area, u.price_from])).toEqual([
      ['Tipo A', 58.5, 240_000_000],
      ['Tipo B', 72, 310_000_000],
    ])
    expect(page.body.values).toMatchObject({
      'sales_room.phone': '6045551234',
      vis: 'on',
      'unit_types.1.name': 'Tipo B',
    })
    expect(page.body.amenities.length).toBeGreaterThan(2)
  })

  test('save (one unit type removed), publish refused then done, progress with a photo, a floor plan', async () => {
    const path = `/admin/projects/${projectOfA}`
    const params = { projectId: projectOfA }
    const page = await run(editLoader, 'managerA', path, params)
    const [first] = page.body.project.unit_types
    const kept = (await typed()).filter(([k]) => !k.startsWith('unit_types.1.'))
    const saved = await run(
      editAction,
      'managerA',
      path,
      params,
      formOf([...kept, ['unit_types.0.id', first.id], ['name', 'Mirador del Río II'], ['intent', 'save']]),
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(302)
    expect(saved.location).toBe(`${path}?done=saved`)
    const after = (await run(editLoader, 'managerA', path, params)).body.project
    expect(after.name).toBe('Mirador del Río II')
    expect(after.unit_types.map((u: Json) => u.id)).toEqual([first.id])

    const refused = await run(editAction, 'managerA', path, params, formOf([...kept, ['intent', 'publish']]))
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe('Para publicar el proyecto falta: al menos una foto')
    expect(refused.body.values.name).toBe('Mirador del Río')
    const analyst = await run(editAction, 'analystA', path, params, formOf([['intent', 'publish']]))
    expect(analyst.status).toBe(403)
    await insertProjectPhotos(app.db, decodeId('project', projectOfA)!)
    const published = await run(editAction, 'managerA', path, params, formOf([['intent', 'publish']]))
    expect(published.location).toBe(`${path}?done=published`)

    const photo = new Blob([new Uint8Array(png)], { type: 'image/png' })
    const posted = await run(
      editAction,
      'managerA',
      path,
      params,
      formOf([
        ['percent', '35'],
        ['note', 'Cimentación terminada'],
        ['photos', new File([photo], 'obra.png')],
        ['intent', 'progress'],
      ]),
    )
    expect(posted.location).toBe(`${path}?done=progress`)
    const lower = await run(
      editAction,
      'managerA',
      path,
      params,
      formOf([
        ['percent', '10'],
        ['intent', 'progress'],
      ]),
    )
    expect(lower.status).toBe(422)
    expect(lower.body.errors.percent).toBe('El avance de obra no puede ser menor que el último informado (35 %)')
    expect(lower.body.intent).toBe('progress')

    const plan = await run(
      editAction,
      'managerA',
      path,
      params,
      formOf([
        ['unit_type_id', first.id],
        ['floor_plan', new File([photo], 'plano.png')],
        ['intent', 'floor_plan'],
      ]),
    )
    expect(plan.location).toBe(`${path}?done=floor_plan`)
    const final = (await run(editLoader, 'managerA', path, params)).body.project
    expect(final.status).toBe('published')
    expect(final.progress_percent).toBe(35)
    expect(final.progress[0]).toMatchObject({ percent: 35, note: 'Cimentación terminada' })
    expect(final.progress.find((u: Json) => u.percent === 35).photos).toHaveLength(1)
    expect(final.unit_types[0].floor_plan.srcset).toMatch(/\.webp/)
  })

  test('the list’s row buttons: unpublish, delete and restore', async () => {
    const act = (intent: string) =>
      run(
        listAction,
        'managerA',
        '/admin/projects',
        {},
        formOf([
          ['id', projectOfA],
          ['intent', intent],
        ]),
      )
    expect((await act('unpublish')).body).toMatchObject({ ok: true, message: 'Proyecto despublicado.' })
    expect((await act('delete')).body).toMatchObject({ ok: true, message: 'Proyecto eliminado.' })
    const deleted = await run(listLoader, 'managerA', '/admin/projects?status=deleted')
    expect(deleted.body.rows[0]).toMatchObject({ id: projectOfA, actions: ['read', 'restore'] })
    expect((await act('restore')).body).toMatchObject({ ok: true, message: 'Proyecto restaurado.' })
    expect((await act('restore')).status).toBe(409)
  })
})
