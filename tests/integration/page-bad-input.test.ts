/**
 * Bad input to the server-rendered pages is the visitor's fault, never a 500: every route
 * module with an action (walked from app/routes.ts) gets a JSON, a text, an empty and a broken
 * multipart body as a signed-in SuperAdmin from the same origin, and answers 400 or 415
 * without logging an error; list pages refuse page numbers past the last one the API takes
 * (422), and a loader's refused input is its 422 page.
 */
import fs from 'node:fs'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import routes from '~/routes'
import { projects } from '#db/schema'
import { encodeId } from '#core/shared/ids.utils'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { insertBuilder } from '../factories/projects'
import { startPagesApp } from '../support/pages-app'

let app: Awaited<ReturnType<typeof startPagesApp>>
let cookie: string
let ids: Record<string, string>
const errorLines: string[] = []

beforeAll(async () => {
  app = await startPagesApp({ LOG_LEVEL: 'error' })
  await seedReferenceData(app.db)
  const customer = await insertCustomer(app.db)
  const listing = await insertListing(app.db, { customerId: customer.id })
  const builder = await insertBuilder(app.db)
  const [project] = await app.db
    .insert(projects)
    .values({ customerId: builder.id, name: 'Torres del Ensayo', stage: 'sobre_planos' })
    .returning({ id: projects.id })
  const admin = await insertUser(app.db, { role: 'SuperAdmin' })
  cookie = (await signInAs(app.db, admin.id)).cookie
  ids = {
    customerId: encodeId('customer', customer.id),
    propertyId: encodeId('property', listing.id),
    userId: encodeId('user', admin.id),
    leadId: encodeId('lead', 1),
    projectId: encodeId('project', project.id),
  }
  const write = process.stderr.write.bind(process.stderr)
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk, ...rest) => {
    if (String(chunk).includes('"level":"error"')) errorLines.push(String(chunk))
    return write(chunk, ...(rest as []))
  })
}, 600_000)
afterAll(async () => {
  vi.restoreAllMocks()
  await app?.close()
})

/** Every page address of the route map whose module has an action, with its parameters filled in. */
function actionPaths(entries: RouteConfigEntry[], prefix = ''): string[] {
  const out: string[] = []
  for (const entry of entries) {
    const path = entry.path != null ? `${prefix}/${entry.path}`.replace(/\/+/g, '/') : prefix
    const source = fs.readFileSync(`app/${entry.file}`, 'utf8')
    if (/export (async )?function action\b/.test(source))
      out.push(
        (path || '/').replace(/:(\w+)\??/g, (_m, name: string) => ids[name] ?? 'abcdefgh').replace('*', 'x') +
          (entry.index ? '?index' : ''),
      )
    if (entry.children) out.push(...actionPaths(entry.children, path))
  }
  return [...new Set(out)]
}

/** Actions that read no body at all (signing out, the cookie banner): they redirect, or the guard refuses a multipart body (415). */
const WITHOUT_BODY = ['/auth/callback', '/cookies/accept']

const BOUNDARY = '----wi-test'
const BAD_BODIES: Record<string, { type?: string; body?: string }> = {
  json: { type: 'application/json', body: '{"email":"a@b.co"}' },
  text: { type: 'text/plain', body: 'email=a@b.co' },
  empty: {},
  'broken multipart': { type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nbroken` },
}

test(
  'every page action answers 400 or 415 to a body that is not a readable form, and logs no error',
  { timeout: 600_000 },
  async () => {
    const paths = actionPaths(routes as RouteConfigEntry[])
    expect(paths).toEqual(expect.arrayContaining(['/login', '/en/login', '/admin/properties/import', '/?index']))
    expect(paths.length).toBeGreaterThanOrEqual(30)
    const answers: string[] = []
    for (const path of paths)
      for (const [name, { type, body }] of Object.entries(BAD_BODIES)) {
        resetAllRateLimits()
        // The session stays out of the actions that read no body (one of them signs out).
        const withoutBody = WITHOUT_BODY.some((p) => path.endsWith(p))
        const headers: Record<string, string> = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }
        if (!withoutBody) headers.cookie = cookie
        if (type) headers['content-type'] = type
        const res = await app.request(`http://localhost${path}`, { method: 'POST', headers, body })
        const expected = withoutBody ? res.status < 500 : [400, 415].includes(res.status)
        if (!expected) answers.push(`${path} ${name}: ${res.status}`)
      }
    expect(answers).toEqual([])
    expect(errorLines).toEqual([])
  },
)

test('an upload page reads the broken multipart body itself: a 400 page in the visitor’s language', async () => {
  const headers = {
    cookie,
    origin: 'http://localhost',
    'sec-fetch-site': 'same-origin',
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  }
  const res = await app.request('http://localhost/admin/properties/import', {
    method: 'POST',
    headers,
    body: `--${BOUNDARY}\r\nbroken`,
  })
  expect(res.status).toBe(400)
  expect(await res.text()).toContain('La solicitud no es válida')
  const json = await app.request('http://localhost/en/user/account', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  })
  expect(json.status).toBe(415)
  expect(await json.text()).toContain('This address only accepts forms')
})

test('a multipart body is refused on a page that takes no upload, before anything reads it', async () => {
  const res = await app.request('http://localhost/login', {
    method: 'POST',
    headers: {
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--${BOUNDARY}--\r\n`,
  })
  expect(res.status).toBe(415)
})

test('huge page numbers on each paged admin page and API list are a 422, never a 500', async () => {
  const lists = ['users', 'customers', 'leads', 'audit', 'properties', 'statistics']
  const api = [
    '/api/admin/users',
    '/api/admin/customers',
    '/api/admin/leads',
    '/api/admin/audit',
    '/api/admin/properties',
  ]
  const answers: string[] = []
  for (const page of ['99999999999999999999', '1e400', '-1', '0', '2.5', 'x']) {
    for (const list of lists) {
      const res = await app.request(`http://localhost/admin/${list}?page=${page}`, { headers: { cookie } })
      answers.push(`/admin/${list}?page=${page}: ${res.status}`)
    }
    for (const path of api) {
      const res = await app.request(`http://localhost${path}?page=${page}`, { headers: { cookie } })
      answers.push(`${path}?page=${page}: ${res.status}`)
    }
  }
  expect(answers.filter((a) => !a.endsWith(': 422'))).toEqual([])
  const fine = await app.request('http://localhost/admin/users?page=100000', { headers: { cookie } })
  expect(fine.status).toBe(200)
})

test('a SuperAdmin opening the import page without choosing an agency gets its 422 page, not a 500', async () => {
  const res = await app.request('http://localhost/admin/properties/import', { headers: { cookie } })
  expect(res.status).toBe(422)
  expect(await res.text()).toContain('Elige primero una inmobiliaria')
})
