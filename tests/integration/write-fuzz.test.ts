/**
 * A small schema-driven fuzzer over every write endpoint of the OpenAPI document (and the
 * query parameters of every read): each field in turn gets a NUL byte, a lone surrogate, a
 * very long text, a wrong type, a huge or negative number, a nested array or object; each
 * body also goes whole as the wrong JSON type and as a 2 MB document. Signed in as a
 * SuperAdmin, on real path ids. Bad input is the client's fault: never a 500.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeId } from '#core/shared/ids.utils'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { insertUser } from '../factories/accounts'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertListing } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'

type Schema = {
  type?: string
  properties?: Record<string, Schema>
  items?: Schema
  enum?: unknown[]
  $ref?: string
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  nullable?: boolean
}
type Operation = {
  parameters?: { name: string; in: string; schema?: Schema }[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}

let t: Awaited<ReturnType<typeof startAccountsApp>>
let headers: Record<string, string>
let ids: Record<string, string>
let adminId: number

beforeAll(async () => {
  t = await startAccountsApp({ MAX_BODY_BYTES: String(1024 * 1024) })
  const customer = await insertCustomer(t.db)
  const listing = await insertListing(t.db, { customerId: customer.id })
  const admin = await insertUser(t.db, { password: 'Clave-Segura-2024', role: 'SuperAdmin' })
  const member = await insertUser(t.db, { password: 'Clave-Segura-2024', role: 'Admin', customerId: customer.id })
  adminId = admin.id
  ids = {
    '/admin/properties/': encodeId('property', listing.id),
    '/properties/': encodeId('property', listing.id),
    '/admin/customers/': encodeId('customer', customer.id),
    '/admin/users/': encodeId('user', member.id),
    '/admin/roles/': encodeId('role', 1),
    '/admin/leads/': encodeId('lead', 1),
    '/wiauth/searches/': encodeId('savedSearch', 1),
  }
})
afterAll(() => t?.close())

const NUL = 'texto\u0000malo'
const SURROGATE = 'texto\ud800malo'
const MUTATIONS: unknown[] = [NUL, SURROGATE, 'x'.repeat(20_000), -1, 1e308, 0.5, null, [NUL], { $gt: '' }]

function resolve(doc: { components?: { schemas?: Record<string, Schema> } }, schema: Schema | undefined): Schema {
  if (!schema) return {}
  if (schema.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!])
  const variants = schema.allOf ?? schema.anyOf ?? schema.oneOf
  if (variants) {
    const merged: Schema = { type: 'object', properties: {} }
    for (const v of variants.map((s) => resolve(doc, s))) {
      if (v.properties) Object.assign(merged.properties!, v.properties)
      else if (!merged.properties || !Object.keys(merged.properties).length) return v
    }
    return merged
  }
  return schema
}

/** A plausible value for a schema, so that each mutation is the only thing wrong. */
function sample(doc: Parameters<typeof resolve>[0], raw: Schema | undefined, depth = 0): unknown {
  const schema = resolve(doc, raw)
  if (schema.enum?.length) return schema.enum[0]
  switch (schema.type) {
    case 'object':
      return depth > 3
        ? {}
        : Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(doc, s, depth + 1)]))
    case 'array':
      return depth > 3 ? [] : [sample(doc, schema.items, depth + 1)]
    case 'integer':
    case 'number':
      return 3
    case 'boolean':
      return true
    default:
      return 'Texto de prueba'
  }
}

function concretePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (name !== 'id') return 'AbCdEfGh12'
    const prefix = Object.keys(ids).find((p) => path.startsWith(p))
    return prefix ? ids[prefix] : 'AbCdEfGh12'
  })
}

test('no input to any write endpoint, nor any query parameter, answers 500', async () => {
  const doc = await (await t.request('/api/openapi.json')).json()
  const statuses = new Map<number, number>()
  const failures: string[] = []
  let requests = 0
  const send = async (method: string, path: string, body?: string, contentType = 'application/json') => {
    const res = await t.request(`/api${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': contentType }) },
      body,
    })
    requests++
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    if (res.status >= 500)
      failures.push(
        `${method} ${path} ${body?.slice(0, 120) ?? ''} → ${res.status} ${(await res.text()).slice(0, 200)}`,
      )
    return res
  }

  for (const [template, operations] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, op] of Object.entries(operations)) {
      await resetAllRateLimits()
      // A fresh session per operation: the fuzz itself signs out (logout, sign-out-others).
      headers = (await signInAs(t.db, adminId)).headers
      const path = concretePath(template)
      for (const param of op.parameters?.filter((p) => p.in === 'query') ?? [])
        for (const value of [NUL, '-1', '99999999999999999999', 'x'.repeat(5000)])
          await send(method.toUpperCase(), `${path}?${param.name}=${encodeURIComponent(value)}`)
      if (method === 'get') continue
      const schema = op.requestBody?.content?.['application/json']?.schema
      const base = (schema ? sample(doc, schema) : {}) as Record<string, unknown>
      for (const whole of [[], 'texto', 42, null, { ...base, extra: NUL }, { blob: 'x'.repeat(2 * 1024 * 1024) }])
        await send(method.toUpperCase(), path, JSON.stringify(whole))
      await send(method.toUpperCase(), path, '{"no es json', 'application/json')
      await send(method.toUpperCase(), path, `campo=${encodeURIComponent(NUL)}`, 'application/x-www-form-urlencoded')
      for (const field of Object.keys(base))
        for (const value of MUTATIONS) {
          if (requests % 200 === 0) await resetAllRateLimits()
          await send(method.toUpperCase(), path, JSON.stringify({ ...base, [field]: value }))
        }
    }
  }
  console.log(
    `write-endpoint fuzz: ${requests} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
  )
  expect(failures).toEqual([])
  expect(statuses.get(413)).toBeGreaterThan(0)
  expect(statuses.get(422)).toBeGreaterThan(0)
}, 600_000)
