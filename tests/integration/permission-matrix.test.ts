/**
 * Every role against every back-office listing action, through the real API on the real
 * database. Denials are written out as explicitly as grants: 403 when the member lacks the
 * permission (or has no back-office access at all), 404 for another agency's listing.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RoleName } from '#core/shared/actor.constants'
import { encodeId } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'

let app: Awaited<ReturnType<typeof startAccountsApp>>
let agencyA: number
let agencyB: number
let typeId: string
let png: Buffer
const tokens = new Map<string, string>()

type Who = 'SuperAdmin' | 'Admin' | 'ContentManager' | 'Analyst' | 'User' | 'Admin of B' | 'ContentManager of B'
const WHO: Who[] = ['SuperAdmin', 'Admin', 'ContentManager', 'Analyst', 'User', 'Admin of B', 'ContentManager of B']
type Action =
  | 'list'
  | 'read'
  | 'create'
  | 'update'
  | 'publish'
  | 'unpublish'
  | 'republish'
  | 'delete'
  | 'restore'
  | 'upload photo'
  | 'reorder photos'
  | 'delete photo'

const G = 'granted'
const NO = 403
const HIDDEN = 404
// prettier-ignore
const MATRIX: Record<Action, Record<Who, typeof G | 403 | 404>> = {
  'list':           { SuperAdmin: G, Admin: G, ContentManager: G, Analyst: G,  User: NO, 'Admin of B': G,      'ContentManager of B': G },
  'read':           { SuperAdmin: G, Admin: G, ContentManager: G, Analyst: G,  User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': HIDDEN },
  'create':         { SuperAdmin: G, Admin: G, ContentManager: G, Analyst: NO, User: NO, 'Admin of B': NO,     'ContentManager of B': NO },
  'update':         { SuperAdmin: G, Admin: G, ContentManager: G, Analyst: NO, User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': HIDDEN },
  'publish':        { SuperAdmin: G, Admin: G, ContentManager: G, Analyst: NO, User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': HIDDEN },
  'unpublish':      { SuperAdmin: G, Admin: G, ContentManager: G, Analyst: NO, User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': HIDDEN },
  'republish':      { SuperAdmin: G, Admin: G, ContentManager: G, Analyst: NO, User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': HIDDEN },
  'delete':         { SuperAdmin: G, Admin: G, ContentManager: G, Analyst: NO, User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': HIDDEN },
  'restore':        { SuperAdmin: G, Admin: G, ContentManager: G, Analyst: NO, User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': HIDDEN },
  'upload photo':   { SuperAdmin: G, Admin: G, ContentManager: G, Analyst: NO, User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': HIDDEN },
  'reorder photos': { SuperAdmin: G, Admin: G, ContentManager: G, Analyst: NO, User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': HIDDEN },
  'delete photo':   { SuperAdmin: G, Admin: G, ContentManager: G, Analyst: NO, User: NO, 'Admin of B': HIDDEN, 'ContentManager of B': HIDDEN },
}
const GRANTED_STATUS: Record<Action, number> = {
  list: 200,
  read: 200,
  create: 201,
  update: 200,
  publish: 200,
  unpublish: 200,
  republish: 200,
  delete: 200,
  restore: 200,
  'upload photo': 201,
  'reorder photos': 200,
  'delete photo': 200,
}

beforeAll(async () => {
  app = await startAccountsApp()
  await seedReferenceData(app.db)
  agencyA = (await insertCustomer(app.db, { name: 'Agencia A' })).id
  agencyB = (await insertCustomer(app.db, { name: 'Agencia B' })).id
  const roleOf: Record<Who, [RoleName, number | null]> = {
    SuperAdmin: ['SuperAdmin', null],
    Admin: ['Admin', agencyA],
    ContentManager: ['ContentManager', agencyA],
    Analyst: ['Analyst', agencyA],
    User: ['User', null],
    'Admin of B': ['Admin', agencyB],
    'ContentManager of B': ['ContentManager', agencyB],
  }
  for (const who of WHO) {
    const [role, customerId] = roleOf[who]
    const user = await insertUser(app.db, { role, customerId })
    tokens.set(who, (await signInAs(app.db, user.id)).token)
  }
  const probe = await insertListing(app.db, { customerId: agencyA })
  typeId = encodeId('propertyType', probe.propertyTypeId)
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3c475b' } })
    .png()
    .toBuffer()
}, 60_000)
afterAll(() => app?.close())

async function call(who: Who, method: string, path: string, body?: unknown, form?: FormData) {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(who)}` }
  if (body !== undefined) headers['content-type'] = 'application/json'
  return app.request(`/api${path}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
}

/** A fresh listing of agency A in the status the action starts from, and the request to make. */
async function attempt(who: Who, action: Action): Promise<Response> {
  const startStatus = { publish: 'draft', unpublish: 'published', republish: 'inactive', restore: 'deleted' } as const
  const status = (startStatus as Record<string, 'draft' | 'published' | 'inactive' | 'deleted'>)[action] ?? 'draft'
  const listing = await insertListing(app.db, {
    customerId: agencyA,
    status,
    photoCount: 2,
    statusBeforeDelete: status === 'deleted' ? 'draft' : null,
  })
  const id = encodeId('property', listing.id)
  switch (action) {
    case 'list':
      return call(who, 'GET', '/admin/properties')
    case 'read':
      return call(who, 'GET', `/admin/properties/${id}`)
    case 'create':
      return call(who, 'POST', '/admin/properties', {
        property_type_id: typeId,
        business_type: 'rent',
        title: 'Nuevo',
        customer_id: encodeId('customer', agencyA),
      })
    case 'update':
      return call(who, 'PUT', `/admin/properties/${id}`, {
        property_type_id: typeId,
        business_type: 'rent',
        title: 'Editado',
        description: 'x',
      })
    case 'delete':
      return call(who, 'DELETE', `/admin/properties/${id}`)
    case 'upload photo': {
      const form = new FormData()
      form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'casa.png')
      return call(who, 'POST', `/admin/properties/${id}/photos`, undefined, form)
    }
    case 'reorder photos':
    case 'delete photo': {
      const photos = (await (await call('SuperAdmin', 'GET', `/admin/properties/${id}/photos`)).json()) as {
        data: { id: string }[]
      }
      const ids = photos.data.map((p) => p.id)
      if (action === 'reorder photos')
        return call(who, 'PUT', `/admin/properties/${id}/photos/order`, { photo_ids: ids.reverse() })
      return call(who, 'DELETE', `/admin/properties/${id}/photos/${ids[1]}`)
    }
    default:
      return call(who, 'POST', `/admin/properties/${id}/${action}`)
  }
}

describe.each(Object.keys(MATRIX) as Action[])('%s', (action) => {
  test.each(WHO)(`%s`, async (who) => {
    const expected = MATRIX[action][who]
    const res = await attempt(who, action)
    expect(res.status, await res.clone().text()).toBe(expected === G ? GRANTED_STATUS[action] : expected)
  })
})

test('an agency member lists only its own agency’s listings; SuperAdmin sees both', async () => {
  await insertListing(app.db, { customerId: agencyB, code: 'ONLY-B-1' })
  const mine = (await (await call('Admin', 'GET', '/admin/properties?code=ONLY-B')).json()) as {
    meta: { total: number }
  }
  expect(mine.meta.total).toBe(0)
  const staff = (await (await call('SuperAdmin', 'GET', '/admin/properties?code=ONLY-B')).json()) as {
    meta: { total: number }
  }
  expect(staff.meta.total).toBe(1)
})

test('signed out: 401', async () => {
  expect((await app.request('/api/admin/properties')).status).toBe(401)
})

test('a caller without the right learns nothing of the body rules: 401/403 come before 422', async () => {
  const listing = await insertListing(app.db, { customerId: agencyA, status: 'draft', photoCount: 2 })
  const id = encodeId('property', listing.id)
  const bad = { title: 42, business_type: 'castle', property_type_id: 'nope' }
  const writes = [
    ['POST', '/admin/properties'],
    ['PUT', `/admin/properties/${id}`],
    ['PUT', `/admin/properties/${id}/photos/order`],
  ] as const
  for (const [method, path] of writes) {
    const signedOut = await app.request(`/api${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bad),
    })
    expect(signedOut.status, `${method} ${path} signed out`).toBe(401)
    expect((await call('User', method, path, bad)).status, `${method} ${path} as a visitor`).toBe(403)
    expect((await call('Analyst', method, path, bad)).status, `${method} ${path} as an analyst`).toBe(403)
    // With the right, the same body is answered on its merits.
    expect((await call('ContentManager', method, path, bad)).status, `${method} ${path} with the right`).toBe(422)
  }
})
