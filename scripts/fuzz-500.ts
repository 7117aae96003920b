/**
 * Malformed requests against a running server, counting the answers of 500 or more: every
 * page route of app/routes.ts and every API operation of /api/openapi.json, signed out and
 * signed in as the demo SuperAdmin, with bad bodies (JSON, text, empty, broken multipart,
 * NUL bytes, lone surrogates), huge numbers, bad ids and bad text in paths and queries.
 * Not part of the test run: start a fresh local demo (`npm run dev`, demo data seeded), then
 *
 *   npm exec -- tsx scripts/fuzz-500.ts http://127.0.0.1:3000
 *
 * It prints the number of requests, of answers ≥ 500, and each class (method, route,
 * variant) that answered one. FUZZ_ONLY=file sends only the classes such an earlier output lists.
 */
import fs from 'node:fs'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '~/routes'

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const origin = new URL(base).origin
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo1234!'

/** Bad values for a path segment or a query value (already encoded for a URL). */
const BAD_VALUES: Record<string, string> = {
  huge: '99999999999999999999',
  exp: '1e400',
  negative: '-1',
  float: '1.5',
  nul: '%00',
  surrogate: '%ED%A0%80',
  broken_escape: '%E0%A4%A',
  long: 'x'.repeat(3000),
  sqlish: "1'%20or%20'1'='1",
}
const QUERY_NAMES = ['page', 'per_page', 'q', 'status', 'id', 'price_min', 'price_max', 'rooms', 'sort', 'from', 'to']

interface Probe {
  method: string
  path: string
  variant: string
  route: string
  headers?: Record<string, string>
  body?: BodyInit
}

const MULTIPART_BOUNDARY = '----fuzz'
const BODIES: Record<string, { type?: string; body?: string }> = {
  json: { type: 'application/json', body: '{"email":"a@b.co","password":"x"}' },
  broken_json: { type: 'application/json', body: '{"email":' },
  text: { type: 'text/plain', body: 'hola' },
  empty: {},
  broken_multipart: {
    type: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    body: `--${MULTIPART_BOUNDARY}\r\nbroken`,
  },
  multipart_no_boundary: { type: 'multipart/form-data', body: 'a=1' },
  form_nul: { type: 'application/x-www-form-urlencoded', body: 'intent=x&email=a%00&name=%00&q=%00' },
  form_surrogate: { type: 'application/x-www-form-urlencoded', body: 'intent=x&email=%ED%A0%80&name=%ED%A0%80' },
  form_huge: {
    type: 'application/x-www-form-urlencoded',
    body: 'intent=x&page=99999999999999999999&price=1e400&area=99999999999999999999&rooms=-1&id=99999999999999999999',
  },
  form_junk: { type: 'application/x-www-form-urlencoded', body: '%%%&&==&a=%ZZ' },
}

/** Every page path of the route map, ':param' kept. */
function pagePaths(entries: RouteConfigEntry[], prefix = ''): string[] {
  const out: string[] = []
  for (const entry of entries) {
    const here = entry.path != null ? `${prefix}/${entry.path}`.replace(/\/+/g, '/') : prefix
    if (entry.path != null || entry.index) out.push(here || '/')
    if (entry.children) out.push(...pagePaths(entry.children, here))
  }
  return [...new Set(out)]
}

function fillPage(pattern: string, value: string): string {
  return pattern.replace(/:\w+\??/g, value).replace(/\*/g, `a/${value}`) || '/'
}

function fillApi(pattern: string, value: string): string {
  return pattern.replace(/\{\w+\}/g, value)
}

function probesFor(method: string, route: string, fill: (value: string) => string, writes: boolean): Probe[] {
  const probes: Probe[] = []
  const good = fill('abcdefgh')
  if (method !== 'DELETE') probes.push({ method, path: good, variant: 'plain', route })
  for (const [name, value] of Object.entries(BAD_VALUES)) {
    if (route.includes(':') || route.includes('{') || route.includes('*'))
      probes.push({ method: 'GET', path: fill(value), variant: `path_${name}`, route })
    // A DELETE is sent only to ids that cannot exist (never the signed-in account itself).
    if (method === 'DELETE') continue
    const query = QUERY_NAMES.map((q) => `${q}=${value}`).join('&')
    probes.push({
      method: method === 'GET' ? 'GET' : method,
      path: `${good}?${query}`,
      variant: `query_${name}`,
      route,
    })
  }
  if (writes)
    for (const [name, { type, body }] of Object.entries(BODIES))
      probes.push({
        method: method === 'GET' ? 'POST' : method,
        path: good,
        variant: `body_${name}`,
        route,
        headers: type ? { 'content-type': type } : {},
        body,
      })
  return probes
}

async function signIn(): Promise<{ cookie: string; bearer: string } | null> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@example.com', password: PASSWORD }),
  })
  if (!res.ok) return null
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const json = (await res.json().catch(() => ({}))) as { access_token?: string; token?: string }
  return { cookie, bearer: json.access_token ?? json.token ?? '' }
}

interface OpenApi {
  paths: Record<string, Record<string, unknown>>
}

async function main() {
  const pages = pagePaths(routes as RouteConfigEntry[])
  const api = (await (await fetch(`${base}/api/openapi.json`)).json()) as OpenApi
  const probes: Probe[] = []
  for (const page of pages) probes.push(...probesFor('GET', page, (v) => fillPage(page, v), true))
  for (const [pattern, operations] of Object.entries(api.paths))
    for (const method of Object.keys(operations)) {
      const upper = method.toUpperCase()
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue
      const route = `/api${pattern}`
      probes.push(
        ...probesFor(upper, route, (v) => `/api${fillApi(pattern, v)}`, upper !== 'GET' && upper !== 'DELETE'),
      )
    }
  const session = await signIn()
  if (!session) console.warn('could not sign in as superadmin@example.com: signed-out requests only')
  const who = session ? [null, session] : [null]

  let total = 0
  let failures = 0
  const classes = new Map<string, number>()
  // FUZZ_ONLY=file: only the classes an earlier run printed (to check a fix quickly).
  const only = process.env.FUZZ_ONLY
    ? new Set(
        fs
          .readFileSync(process.env.FUZZ_ONLY, 'utf8')
          .split('\n')
          .map((line) => /^\s+\d+× \d+ (.*)$/.exec(line)?.[1])
          .filter(Boolean),
      )
    : null
  const keyOf = (p: Probe, s: unknown) => `${p.method} ${p.route} ${p.variant}${s ? ' (signed in)' : ''}`
  // Signing out would end the session the signed-in probes use.
  const queue = who.flatMap((s) =>
    probes
      .filter((p) => !(s && /logout|sign_out/.test(p.route)) && (!only || only.has(keyOf(p, s))))
      .map((p) => ({ p, s })),
  )
  async function worker() {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const { p, s } = item
      const headers: Record<string, string> = { origin, 'sec-fetch-site': 'same-origin', ...p.headers }
      if (s) {
        headers.cookie = s.cookie
        if (p.route.startsWith('/api') && s.bearer) headers.authorization = `Bearer ${s.bearer}`
      }
      let status: number
      try {
        const res = await fetch(`${base}${p.path}`, { method: p.method, headers, body: p.body, redirect: 'manual' })
        status = res.status
        await res.arrayBuffer().catch(() => null)
      } catch {
        status = 599 // the connection was dropped
      }
      total++
      if (status >= 500) {
        failures++
        const key = `${status} ${keyOf(p, s)}`
        classes.set(key, (classes.get(key) ?? 0) + 1)
      }
    }
  }
  const report = (partial: boolean) => {
    console.log(
      `${partial ? 'stopped early, so far: ' : ''}requests: ${total}; answers ≥ 500: ${failures}; distinct classes: ${classes.size}`,
    )
    for (const [key, count] of [...classes].sort()) console.log(`  ${count}× ${key}`)
  }
  // Stopped before the end (Ctrl-C, a time limit): the figures so far.
  process.once('SIGINT', () => (report(true), process.exit(130)))
  process.once('SIGTERM', () => (report(true), process.exit(143)))
  await Promise.all(Array.from({ length: 6 }, worker))
  report(false)
}

await main()
