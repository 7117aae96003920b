/**
 * Following a project and saved project searches (issue 32, ADR 0029), over the real API and
 * database: follow / unfollow (401 signed out, 404 for a malformed, unknown or unpublished
 * project), a progress update and a price drop e-mailed to the follower once (a second alerts
 * run sends nothing more), a dearer price sent to nobody, the unfollow link; a saved project
 * search (422 for a bad query or kind) whose digest lists only the matching new projects, once,
 * then their construction progress; a new stage e-mailed once.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { outbox } from '#db/schema'
import { decodeId, encodeId } from '#core/shared/ids.utils'
import { findFollowToUnsubscribe, unsubscribeProjectFollow } from '#core/projects'
import { runSavedSearchAlerts } from '#core/visitor/alerts.job'
import { anonymousContext } from '#web/context'
import { signInAs, type SignedIn } from '../factories/auth'
import { municipalityId } from '../factories/catalog'
import { insertUser, seedReferenceData } from '../factories/listings'
import { insertBuilder, insertProjectPhotos, projectBody } from '../factories/projects'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
let manager: SignedIn
let visitor: SignedIn
let other: SignedIn
let id: string

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
type Json = Record<string, any>
async function call(as: SignedIn | null, method: string, path: string, body?: unknown) {
  const res = await app.request(`/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(as?.headers ?? {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json }
}

/** Creates and publishes a project; its opaque id. */
async function publishedProject(overrides: Record<string, unknown> = {}) {
  const created = await call(manager, 'POST', '/admin/projects', await projectBody(app.db, overrides))
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const projectId: string = created.body.data.id
  await insertProjectPhotos(app.db, decodeId('project', projectId)!)
  expect((await call(manager, 'POST', `/admin/projects/${projectId}/publish`)).status).toBe(200)
  return projectId
}

async function mails(template: string, to?: string) {
  const rows = await app.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, 'email'), sql`${outbox.payload}->>'template' = ${template}`))
  return rows.map((r) => r.payload as Json).filter((p) => to === undefined || p.to === to)
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 5))

beforeAll(async () => {
  app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
  await seedReferenceData(app.db)
  const builder = await insertBuilder(app.db, { name: 'Constructora Seguida' })
  manager = await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: builder.id })).id)
  visitor = await signInAs(app.db, (await insertUser(app.db, { email: 'sigue@example.com', firstName: 'Sara' })).id)
  other = await signInAs(app.db, (await insertUser(app.db, { email: 'otra@example.com' })).id)
  id = await publishedProject()
}, 60_000)
afterAll(() => app?.close())

test('a visitor follows and unfollows a published project; 401 signed out, 404 for any other id', async () => {
  const path = `/wiauth/projects/${id}/follow`
  expect((await call(null, 'PUT', path)).status).toBe(401)
  expect((await call(visitor, 'GET', path)).body.data).toEqual({ following: false })
  const followed = await call(visitor, 'PUT', path)
  expect(followed.status).toBe(200)
  expect(followed.body).toMatchObject({ data: { following: true }, msg: 'Ahora sigues este proyecto' })
  expect((await call(visitor, 'PUT', path)).status).toBe(200) // again: unchanged
  expect((await call(visitor, 'GET', path)).body.data).toEqual({ following: true })
  const list = await call(visitor, 'GET', '/wiauth/projects/followed')
  expect(list.body.data).toEqual([expect.objectContaining({ id, name: 'Torres de Laureles', progress_percent: 0 })])

  expect((await call(visitor, 'PUT', '/wiauth/projects/no-es-un-id/follow')).status).toBe(404)
  expect((await call(visitor, 'PUT', `/wiauth/projects/${encodeId('project', 987_654)}/follow`)).status).toBe(404)
  expect((await call(visitor, 'PUT', `/wiauth/projects/${encodeId('property', 1)}/follow`)).status).toBe(404)
  const draft = await call(manager, 'POST', '/admin/projects', await projectBody(app.db, { name: 'Borrador' }))
  expect((await call(visitor, 'PUT', `/wiauth/projects/${draft.body.data.id}/follow`)).status).toBe(404)

  expect((await call(other, 'PUT', path)).status).toBe(200)
  expect((await call(other, 'DELETE', path)).status).toBe(200)
  expect((await call(other, 'DELETE', path)).status).toBe(404) // not followed any more
  expect((await call(other, 'GET', '/wiauth/projects/followed')).body.data).toEqual([])
})

test('a progress update reaches the follower by e-mail once, in the same transaction', async () => {
  const res = await call(manager, 'POST', `/admin/projects/${id}/progress`, {
    percent: 30,
    note: 'Estructura en el piso 5',
  })
  expect(res.status).toBe(201)
  const sent = await mails('project-follow')
  expect(sent).toHaveLength(1) // the visitor only: the other stopped following
  expect(sent[0]).toMatchObject({ to: 'sigue@example.com', subject: 'Avance de obra: Torres de Laureles' })
  expect(sent[0].text).toContain('Hola, Sara:')
  expect(sent[0].text).toContain('Avance de obra: 30 %. Estructura en el piso 5')
  expect(sent[0].text).toContain(`https://wi.example/proyectos/torres-de-laureles-${id}`)
  expect(sent[0].text).toMatch(/https:\/\/wi\.example\/user\/panel\/unsubscribe\?token=/)
  await runSavedSearchAlerts(app.db, new Date())
  await runSavedSearchAlerts(app.db, new Date(Date.now() + 1000))
  expect(await mails('project-follow')).toHaveLength(1)
})

test('a price drop is e-mailed once with the old and new price; a dearer price is not', async () => {
  const [a, b] = (await call(manager, 'GET', `/admin/projects/${id}`)).body.data.unit_types
  const keep = { bedrooms: 2, private_area: 54 }
  const cheaper = await call(manager, 'PATCH', `/admin/projects/${id}`, {
    unit_types: [
      { id: a.id, name: 'Tipo A', ...keep, price_from: 300_000_000 },
      { id: b.id, name: 'Tipo B', bedrooms: 3, private_area: 78, price_from: 450_000_000 },
    ],
  })
  expect(cheaper.status, JSON.stringify(cheaper.body)).toBe(200)
  const drops = (await mails('project-follow')).filter((m) => m.subject.startsWith('Bajó de precio'))
  expect(drops).toHaveLength(1)
  expect(drops[0].text).toContain('Bajó de precio: Tipo A, de $ 320.000.000 a $ 300.000.000')
  const dearer = await call(manager, 'PATCH', `/admin/projects/${id}`, {
    unit_types: [
      { id: a.id, name: 'Tipo A', ...keep, price_from: 310_000_000 },
      { id: b.id, name: 'Tipo B', bedrooms: 3, private_area: 78, price_from: 450_000_000 },
    ],
  })
  expect(dearer.status).toBe(200)
  await runSavedSearchAlerts(app.db, new Date(Date.now() + 2000))
  expect(await mails('project-follow')).toHaveLength(2)
})

test("the e-mail's link stops following without signing in; nothing more is sent", async () => {
  const [mail] = await mails('project-follow')
  const token = decodeURIComponent(/unsubscribe\?token=([^\s"&]+)/.exec(String(mail.text))![1])
  const ctx = anonymousContext('es-CO')
  expect(await findFollowToUnsubscribe(ctx, `${token}x`)).toBeNull()
  expect(await findFollowToUnsubscribe(ctx, token)).toEqual({ name: 'Torres de Laureles' })
  expect(await unsubscribeProjectFollow(ctx, token)).toEqual({ name: 'Torres de Laureles' })
  expect(await unsubscribeProjectFollow(ctx, token)).toBeNull()
  expect((await call(visitor, 'GET', `/wiauth/projects/${id}/follow`)).body.data).toEqual({ following: false })
  expect((await call(manager, 'POST', `/admin/projects/${id}/progress`, { percent: 40 })).status).toBe(201)
  expect(await mails('project-follow')).toHaveLength(2)
})

test('a saved project search: 422s, then a digest of only the matching new projects, once, then their progress', async () => {
  const bello = encodeId('municipality', await municipalityId(app.db, '05088'))
  const medellin = encodeId('municipality', await municipalityId(app.db, '05001'))
  const save = (body: Json) => call(other, 'POST', '/wiauth/searches', body)
  expect((await save({ name: 'X', query: 'stage=no_existe', kind: 'projects' })).status).toBe(422)
  expect((await save({ name: 'X', query: 'stage=sobre_planos', kind: 'casas' })).status).toBe(422)
  const saved = await save({
    name: 'Sobre planos en Medellín',
    query: `municipality_id=${medellin}&stage=sobre_planos&page=3`,
    kind: 'projects',
    frequency: 'immediately',
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(201)
  expect(saved.body.data).toMatchObject({
    kind: 'projects',
    url: `/proyectos?municipality_id=${medellin}&stage=sobre_planos`,
  })
  await runSavedSearchAlerts(app.db, new Date()) // the checkpoint
  await pause()

  await pause()
  const match = await publishedProject({ name: 'Altos del Estadio' })
  await publishedProject({
    name: 'Parque de Bello',
    municipality_id: bello,
    sector_id: undefined,
  })
  await publishedProject({ name: 'Listo para Entregar', stage: 'entrega_inmediata' })
  await pause()
  const run = await runSavedSearchAlerts(app.db, new Date())
  expect(run.digests).toBe(1)
  const [digest] = await mails('saved-search-digest', 'otra@example.com')
  expect(digest.subject).toBe('1 proyecto nuevo para «Sobre planos en Medellín»')
  expect(digest.text).toContain('Altos del Estadio')
  expect(digest.text).not.toContain('Parque de Bello')
  expect(digest.text).not.toContain('Listo para Entregar')
  expect(digest.newProjectIds).toEqual([decodeId('project', match)])
  await pause()
  expect((await runSavedSearchAlerts(app.db, new Date())).digests).toBe(0)

  expect((await call(manager, 'POST', `/admin/projects/${match}/progress`, { percent: 12 })).status).toBe(201)
  await pause()
  expect((await runSavedSearchAlerts(app.db, new Date())).digests).toBe(1)
  const latest = (await mails('saved-search-digest', 'otra@example.com')).at(-1)!
  expect(latest.subject).toBe('Avance de obra: 1 proyecto de «Sobre planos en Medellín»')
  expect(latest.text).toContain('Avance de obra: 12 %')
  expect((await call(other, 'GET', '/wiauth/searches')).body.data).toEqual([
    expect.objectContaining({ kind: 'projects', name: 'Sobre planos en Medellín' }),
  ])
})

test('a new stage is e-mailed to the follower once, in their words; the same stage saved again is not', async () => {
  const path = `/wiauth/projects/${id}/follow`
  expect((await call(visitor, 'PUT', path)).status).toBe(200)
  const before = (await mails('project-follow')).length
  const moved = await call(manager, 'PATCH', `/admin/projects/${id}`, { stage: 'en_construccion' })
  expect(moved.status, JSON.stringify(moved.body)).toBe(200)
  const sent = (await mails('project-follow')).slice(before)
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({ to: 'sigue@example.com', subject: 'Nueva etapa: Torres de Laureles' })
  expect(sent[0].text).toContain('El proyecto pasó a la etapa «En construcción».')
  expect((await call(manager, 'PATCH', `/admin/projects/${id}`, { stage: 'en_construccion' })).status).toBe(200)
  await runSavedSearchAlerts(app.db, new Date(Date.now() + 3000))
  expect(await mails('project-follow')).toHaveLength(before + 1)
})
