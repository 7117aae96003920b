/**
 * A project's views and contacts counted as a listing's (issue 32 point 5, docs/statistics.md):
 * three browsers on one address open a project's page and count its view (one reloads, a crawler
 * too); one writes to the builder and reveals the sales room's phone twice, another asks to visit
 * the sales room. project_daily_stats then says 3 views, 2 visitors who contacted, 1 message,
 * 1 phone reveal, 1 visit request, and the builder's dashboard shows the project's totals; another
 * builder's does not. Unknown projects are 404s. Runs on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { bogotaIso, bogotaParts } from '#core/leads/visit-slot.rules'
import { decodeId, encodeId } from '#core/shared/ids.utils'
import { projectDailyStats } from '#db/schema'
import { signInAs } from '../factories/auth'
import { insertUser, seedReferenceData } from '../factories/listings'
import { insertBuilder, insertProjectPhotos, projectBody } from '../factories/projects'
import { startPagesApp } from '../support/pages-app'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let app: Awaited<ReturnType<typeof startPagesApp>>
let projectId = ''
let unitTypeId = ''
let builderCookie = ''
let otherCookie = ''
let builderToken = ''

async function adminCall(token: string, path: string, body?: unknown) {
  const res = await app.request(`/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  })
  const json = (await res.json()) as { data: { id: string; unit_types?: { id: string }[] } }
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`)
  return json.data
}

beforeAll(async () => {
  app = await startPagesApp({ TRUST_PROXY: 'true' })
  await seedReferenceData(app.db)
  const builder = await insertBuilder(app.db, { name: 'Constructora Andina' })
  const other = await insertBuilder(app.db, { name: 'Constructora Costa' })
  const session = await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: builder.id })).id)
  builderCookie = session.cookie
  builderToken = session.token
  otherCookie = (await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: other.id })).id)).cookie
  const project = await adminCall(session.token, '/admin/projects', await projectBody(app.db))
  projectId = project.id
  unitTypeId = project.unit_types![0].id
  await insertProjectPhotos(app.db, decodeId('project', projectId)!, 1)
  await adminCall(session.token, `/admin/projects/${projectId}/publish`)
}, 240_000)
afterAll(() => app?.close())

/** A browser: its own cookie jar, one address for all of them. */
function browser(userAgent = CHROME) {
  const jar = new Map<string, string>()
  return async (path: string, json?: unknown) => {
    const res = await app.request(path, {
      method: 'POST',
      headers: {
        'user-agent': userAgent,
        'x-forwarded-for': '181.50.10.21',
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    })
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
    return res.status
  }
}

function weekdayAt(days: number, time: string): string {
  for (let d = days; ; d++) {
    const { day, weekday } = bogotaParts(new Date(Date.now() + d * 86_400_000))
    if (weekday <= 5) return bogotaIso(day, time)!
  }
}

const dashboard = async (cookie: string) => {
  const res = await app.request('/admin', { headers: { cookie, 'accept-language': 'es-CO' } })
  expect(res.status).toBe(200)
  return res.text()
}

test('views and contacts of a project are counted as a listing’s; the builder’s dashboard shows its totals', async () => {
  const person = { name: 'Pedro Pérez', email: 'pedro@example.com', phone: '3005551234', consent: true }
  const [first, second, third] = [browser(), browser(), browser()]
  const base = `/api/projects/${projectId}`
  for (const b of [first, second, second, third, browser(GOOGLEBOT)]) expect(await b(`${base}/views`)).toBe(204)

  expect(await first(`${base}/messages`, { ...person, message: 'Hola', unit_type_id: unitTypeId })).toBe(201)
  for (let i = 0; i < 2; i++) expect(await first(`${base}/contact-clicks`, { channel: 'phone' })).toBe(204)
  expect(await third(`${base}/visits`, { ...person, slots: [weekdayAt(3, '10:00')] })).toBe(201)

  const rows = await app.db
    .select()
    .from(projectDailyStats)
    .where(eq(projectDailyStats.projectId, decodeId('project', projectId)!))
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    views: 3,
    contacts: 2,
    messages: 1,
    phoneReveals: 1,
    whatsappClicks: 0,
    visitRequests: 1,
  })

  const html = await dashboard(builderCookie)
  const block = html.match(/data-testid="dashboard-projects"[\s\S]*?<\/ol>/)?.[0] ?? ''
  expect(block).toContain('Torres de Laureles')
  expect(block).toContain('Vistas: 3 · Contactaron: 2')
  expect(await dashboard(otherCookie)).not.toContain('Torres de Laureles')

  // The statistics API and its CSV give the project the same counts, phone and WhatsApp included.
  const get = (path: string) => app.request(`/api${path}`, { headers: { authorization: `Bearer ${builderToken}` } })
  const stats = (await (await get('/admin/stats/listings?period=7')).json()) as {
    meta: { projects: Array<Record<string, unknown>>; totals: { views: number } }
  }
  expect(stats.meta.projects).toEqual([
    {
      id: projectId,
      name: 'Torres de Laureles',
      status: 'published',
      views: 3,
      contacts: 2,
      messages: 1,
      phone_reveals: 1,
      whatsapp_clicks: 0,
      visit_requests: 1,
      contact_rate: 0.6667,
    },
  ])
  expect(stats.meta.totals.views).toBe(0)
  const csv = await (await get('/admin/stats/listings/export.csv?period=7')).text()
  const line = csv.split('\r\n').find((l) => l.includes('Torres de Laureles'))!
  expect(line.split(';').slice(2, 8)).toEqual(['3', '2', '1', '1', '0', '1'])
})

test('an unknown or malformed project is a 404; a bad channel a 422', async () => {
  const b = browser()
  expect(await b(`/api/projects/${encodeId('project', 987_654)}/views`)).toBe(404)
  expect(await b('/api/projects/nope/contact-clicks', { channel: 'phone' })).toBe(404)
  expect(await b(`/api/projects/${projectId}/contact-clicks`, { channel: 'fax' })).toBe(422)
})
