/**
 * The permission matrix through both doors: every role against each back-office page
 * (loaders and some form actions) and the API request that needs the same permission, on
 * the real app (server-rendered pages and API in one process) and the real database. One
 * expected answer per cell, and both doors must give it: 'ok' (the page renders or its
 * form redirects; the API answers 2xx), 403, or 404 for another agency's record; signed
 * out, the page sends to /login and the API answers 401.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { leads } from '#db/schema'
import type { RoleName } from '#core/shared/actor.constants'
import { encodeId } from '#core/shared/ids.utils'
import { formatNit } from '#core/shared/nit.rules'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startPagesApp } from '../support/pages-app'

let app: Awaited<ReturnType<typeof startPagesApp>>
let agencyA: number
let agencyB: number
let typeId: string
let analystRole: { id: string; permissionIds: string[] }
const sessions = new Map<Who, { cookie: string; token: string }>()
let n = 0

type Who = 'SuperAdmin' | 'Admin' | 'ContentManager' | 'Analyst' | 'User' | 'Admin of B' | 'ContentManager of B'
const WHO: Who[] = ['SuperAdmin', 'Admin', 'ContentManager', 'Analyst', 'User', 'Admin of B', 'ContentManager of B']
const ROLE_OF: Record<Who, [RoleName, 'A' | 'B' | null]> = {
  SuperAdmin: ['SuperAdmin', null],
  Admin: ['Admin', 'A'],
  ContentManager: ['ContentManager', 'A'],
  Analyst: ['Analyst', 'A'],
  User: ['User', null],
  'Admin of B': ['Admin', 'B'],
  'ContentManager of B': ['ContentManager', 'B'],
}

type Outcome = 'ok' | 'login' | 403 | 404 | number
const G = 'ok'
const NO = 403
const HIDDEN = 404

/** A request to send, with the credentials of whoever makes it. */
interface Call {
  method: string
  path: string
  form?: Record<string, string | string[]>
  json?: unknown
}

/**
 * One permission, asked through a page and through the API. `setup` makes the records of
 * agency A the request is about, fresh for each attempt; `home` is the acting member's own
 * agency (agency A for portal-wide and visitor accounts).
 */
interface Case {
  page: (r: Records) => Call
  api: ((r: Records) => Call) | null
  setup?: () => Promise<Partial<Records>>
}
interface Records {
  home: string
  listing: string
  member: string
  lead: string
}

async function draftOfA() {
  const listing = await insertListing(app.db, { customerId: agencyA, status: 'draft', photoCount: 2 })
  return { listing: encodeId('property', listing.id) }
}
async function memberOfA() {
  const user = await insertUser(app.db, { role: 'ContentManager', customerId: agencyA })
  return { member: encodeId('user', user.id) }
}
async function leadOfA() {
  const [row] = await app.db
    .insert(leads)
    .values({
      kind: 'agency_message',
      customerId: agencyA,
      name: 'Visitante',
      email: `visitante${++n}@example.test`,
      phone: '3001234567',
      message: 'Hola',
    })
    .returning()
  return { lead: encodeId('lead', row.id) }
}

const newListing = (r: Records) => ({
  property_type_id: typeId,
  business_type: 'rent',
  title: 'Casa nueva',
  customer_id: r.home,
})
const micrositeSettings = { logo_alignment: 'center', hide_main_menu: true, hide_subscription_footer: false }

const CASES: Record<string, Case> = {
  dashboard: { page: () => ({ method: 'GET', path: '/admin' }), api: null },
  'properties: list': {
    page: () => ({ method: 'GET', path: '/admin/properties' }),
    api: () => ({ method: 'GET', path: '/admin/properties' }),
  },
  'properties: new form': {
    page: () => ({ method: 'GET', path: '/admin/properties/new' }),
    api: (r) => ({ method: 'POST', path: '/admin/properties', json: newListing(r) }),
  },
  'properties: create': {
    page: (r) => ({ method: 'POST', path: '/admin/properties/new', form: newListing(r) }),
    api: (r) => ({ method: 'POST', path: '/admin/properties', json: newListing(r) }),
  },
  'properties: edit form': {
    setup: draftOfA,
    page: (r) => ({ method: 'GET', path: `/admin/properties/${r.listing}` }),
    api: (r) => ({ method: 'GET', path: `/admin/properties/${r.listing}` }),
  },
  'properties: publish': {
    setup: draftOfA,
    page: (r) => ({ method: 'POST', path: `/admin/properties/${r.listing}`, form: { intent: 'publish' } }),
    api: (r) => ({ method: 'POST', path: `/admin/properties/${r.listing}/publish` }),
  },
  'customers: list': {
    page: () => ({ method: 'GET', path: '/admin/customers' }),
    api: () => ({ method: 'GET', path: '/admin/customers' }),
  },
  'customers: new form': {
    page: () => ({ method: 'GET', path: '/admin/customers/new' }),
    api: () => ({
      method: 'POST',
      path: '/admin/customers',
      json: { name: `Inmobiliaria Nueva ${++n}`, nit: formatNit('900123456') },
    }),
  },
  'customers: edit form': {
    page: () => ({ method: 'GET', path: `/admin/customers/${encodeId('customer', agencyA)}` }),
    api: () => ({ method: 'GET', path: `/admin/customers/${encodeId('customer', agencyA)}` }),
  },
  'customers: microsite settings': {
    page: () => ({
      method: 'POST',
      path: `/admin/customers/${encodeId('customer', agencyA)}`,
      form: { intent: 'microsite', logo_alignment: 'center', hide_main_menu: 'on' },
    }),
    api: () => ({
      method: 'PUT',
      path: `/admin/customers/${encodeId('customer', agencyA)}/microsite`,
      json: micrositeSettings,
    }),
  },
  'users: list': {
    page: () => ({ method: 'GET', path: '/admin/users' }),
    api: () => ({ method: 'GET', path: '/admin/users' }),
  },
  'users: member page': {
    setup: memberOfA,
    page: (r) => ({ method: 'GET', path: `/admin/users/${r.member}` }),
    api: (r) => ({ method: 'GET', path: `/admin/users/${r.member}` }),
  },
  'users: deactivate': {
    setup: memberOfA,
    page: (r) => ({ method: 'POST', path: `/admin/users/${r.member}`, form: { intent: 'deactivate' } }),
    api: (r) => ({ method: 'POST', path: `/admin/users/${r.member}/deactivate` }),
  },
  'roles: matrix': {
    page: () => ({ method: 'GET', path: '/admin/roles' }),
    api: () => ({ method: 'GET', path: '/admin/roles' }),
  },
  'roles: save a role': {
    page: () => ({
      method: 'POST',
      path: '/admin/roles',
      form: { intent: 'role', role_id: analystRole.id, permission_ids: analystRole.permissionIds },
    }),
    api: () => ({
      method: 'PUT',
      path: `/admin/roles/${analystRole.id}/permissions`,
      json: { permission_ids: analystRole.permissionIds },
    }),
  },
  'leads: inbox': {
    page: () => ({ method: 'GET', path: '/admin/leads' }),
    api: () => ({ method: 'GET', path: '/admin/leads' }),
  },
  'leads: lead page': {
    setup: leadOfA,
    page: (r) => ({ method: 'GET', path: `/admin/leads/${r.lead}` }),
    api: (r) => ({ method: 'GET', path: `/admin/leads/${r.lead}` }),
  },
  'leads: change status': {
    setup: leadOfA,
    page: (r) => ({ method: 'POST', path: `/admin/leads/${r.lead}`, form: { intent: 'status', status: 'closed' } }),
    api: (r) => ({ method: 'PATCH', path: `/admin/leads/${r.lead}`, json: { status: 'closed' } }),
  },
  'audit: log': {
    page: () => ({ method: 'GET', path: '/admin/audit' }),
    api: () => ({ method: 'GET', path: '/admin/audit' }),
  },
}

// Agency A's records; "of B" members manage agency B only, so A's records are hidden from them.
// prettier-ignore
const MATRIX: Record<keyof typeof CASES, Record<Who, Outcome>> = {
  'dashboard':                     { SuperAdmin: G, Admin: G,  ContentManager: G,  Analyst: G,  User: NO, 'Admin of B': G,      'ContentManager of B': G },
  'properties: list':              { SuperAdmin: G, Admin: G,  ContentManager: G,  Analyst: G,  User: NO, 'Admin of B': G,      'ContentManager of B': G },
  'properties: new form':          { SuperAdmin: G, Admin: G,  ContentManager: G,  Analyst: NO, User: NO, 'Admin of B': G,      'ContentManager of B': G },
  'properties: create':            { SuperAdmin: G, Admin: G,  ContentManager: G,  Analyst: NO, User: NO, 'Admin of B': G,      'ContentManager of B': G },
  'properties: edit form':         { SuperAdmin: G, Admin: G,  ContentManager: G,  Analyst: G,  User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': HIDDEN },
  'properties: publish':           { SuperAdmin: G, Admin: G,  ContentManager: G,  Analyst: NO, User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': HIDDEN },
  'customers: list':               { SuperAdmin: G, Admin: G,  ContentManager: NO, Analyst: NO, User: NO, 'Admin of B': G,      'ContentManager of B': NO },
  'customers: new form':           { SuperAdmin: G, Admin: NO, ContentManager: NO, Analyst: NO, User: NO, 'Admin of B': NO,     'ContentManager of B': NO },
  'customers: edit form':          { SuperAdmin: G, Admin: G,  ContentManager: NO, Analyst: NO, User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': NO },
  'customers: microsite settings': { SuperAdmin: G, Admin: G,  ContentManager: NO, Analyst: NO, User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': NO },
  'users: list':                   { SuperAdmin: G, Admin: G,  ContentManager: NO, Analyst: NO, User: NO, 'Admin of B': G,      'ContentManager of B': NO },
  'users: member page':            { SuperAdmin: G, Admin: G,  ContentManager: NO, Analyst: NO, User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': NO },
  'users: deactivate':             { SuperAdmin: G, Admin: G,  ContentManager: NO, Analyst: NO, User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': NO },
  'roles: matrix':                 { SuperAdmin: G, Admin: NO, ContentManager: NO, Analyst: NO, User: NO, 'Admin of B': NO,     'ContentManager of B': NO },
  'roles: save a role':            { SuperAdmin: G, Admin: NO, ContentManager: NO, Analyst: NO, User: NO, 'Admin of B': NO,     'ContentManager of B': NO },
  'leads: inbox':                  { SuperAdmin: G, Admin: G,  ContentManager: NO, Analyst: G,  User: NO, 'Admin of B': G,      'ContentManager of B': NO },
  'leads: lead page':              { SuperAdmin: G, Admin: G,  ContentManager: NO, Analyst: G,  User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': NO },
  'leads: change status':          { SuperAdmin: G, Admin: G,  ContentManager: NO, Analyst: NO, User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': NO },
  'audit: log':                    { SuperAdmin: G, Admin: G,  ContentManager: NO, Analyst: NO, User: NO, 'Admin of B': G,      'ContentManager of B': NO },
}

beforeAll(async () => {
  app = await startPagesApp()
  await seedReferenceData(app.db)
  agencyA = (await insertCustomer(app.db, { name: 'Agencia A' })).id
  agencyB = (await insertCustomer(app.db, { name: 'Agencia B' })).id
  for (const who of WHO) {
    const [role, agency] = ROLE_OF[who]
    const user = await insertUser(app.db, { role, customerId: agency === 'B' ? agencyB : agency && agencyA })
    const { cookie, token } = await signInAs(app.db, user.id)
    sessions.set(who, { cookie, token })
  }
  typeId = encodeId('propertyType', (await insertListing(app.db, { customerId: agencyA })).propertyTypeId)
  const roles = (await (await send('SuperAdmin', 'api', { method: 'GET', path: '/admin/roles' })).json()) as {
    data: { id: string; name: string; permission_ids: string[] }[]
  }
  const analyst = roles.data.find((r) => r.name === 'Analyst')!
  analystRole = { id: analyst.id, permissionIds: analyst.permission_ids }
}, 180_000)
afterAll(() => app?.close())

/** A page request as the browser sends it (session cookie, same-origin form posts), or an API call with the Bearer token. */
async function send(who: Who | null, door: 'page' | 'api', call: Call): Promise<Response> {
  const session = who ? sessions.get(who)! : null
  const headers = new Headers()
  let body: BodyInit | undefined
  if (door === 'page') {
    if (session) headers.set('cookie', session.cookie)
    if (call.form) {
      const form = new URLSearchParams()
      for (const [k, v] of Object.entries(call.form)) for (const item of [v].flat()) form.append(k, item)
      body = form
      headers.set('content-type', 'application/x-www-form-urlencoded')
      headers.set('sec-fetch-site', 'same-origin')
    }
    return app.request(`http://localhost${call.path}`, { method: call.method, headers, body, redirect: 'manual' })
  }
  if (session) headers.set('authorization', `Bearer ${session.token}`)
  if (call.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(call.json)
  }
  return app.request(`http://localhost/api${call.path}`, { method: call.method, headers, body })
}

/** What a page answered: rendered, or its form went on (a redirect elsewhere than /login), sign in, or an error status. */
function pageOutcome(res: Response): Outcome {
  if (res.status >= 300 && res.status < 400) {
    const location = res.headers.get('location') ?? ''
    return location.startsWith('/login') ? 'login' : 'ok'
  }
  return res.status === 200 ? 'ok' : res.status
}

function apiOutcome(res: Response): Outcome {
  if (res.status === 401) return 'login'
  return res.status === 200 || res.status === 201 ? 'ok' : res.status
}

async function records(kase: Case, who: Who | null): Promise<Records> {
  const home = ROLE_OF[who ?? 'User'][1] === 'B' ? agencyB : agencyA
  return { home: encodeId('customer', home), listing: '', member: '', lead: '', ...(await kase.setup?.()) }
}

describe.each(Object.keys(CASES))('%s', (name) => {
  const kase = CASES[name]
  test.each(WHO)('%s', async (who) => {
    const expected = MATRIX[name][who]
    const call = kase.page(await records(kase, who))
    const page = await send(who, 'page', call)
    expect(pageOutcome(page), `${call.method} ${call.path}`).toBe(expected)
    if (!kase.api) return
    const api = await send(who, 'api', kase.api(await records(kase, who)))
    expect(apiOutcome(api), `API: ${await api.clone().text()}`).toBe(expected)
  })

  test('signed out: the page sends to /login, the API answers 401', async () => {
    const page = await send(null, 'page', kase.page(await records(kase, null)))
    expect(pageOutcome(page)).toBe('login')
    expect(page.headers.get('location')).toMatch(/^\/login\?redirect=%2Fadmin/)
    if (!kase.api) return
    expect(apiOutcome(await send(null, 'api', kase.api(await records(kase, null))))).toBe('login')
  })
})

test('every case has its row of expected answers', () => {
  expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(CASES).sort())
})
