/**
 * What the jobs and freshness drills ask of one app host directly (http://10.88.0.1N:3000, not
 * through HAProxy): a demo agency admin's sign-in, its published listings, unpublishing and
 * republishing one, and the public search for a listing's code.
 */
import { APP_PORT, appHost } from '../../scripts/cluster/layout'

/** The address of app host n (1-based), as the machine reaches it. */
export const hostBase = (n: number) => `http://${appHost(n).address}:${APP_PORT}`

export interface AgencyListing {
  id: string
  code: string
  business_type: 'rent' | 'sale' | 'sale_rent'
  status: string
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** A demo admin's access token (Bearer: no cookie, so no CSRF check), signed in on that host. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return (await json<{ token: string }>(res, `sign-in of ${email}`)).token
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'application/json' })

/** The agency's published listings, up to `count` (pages of 100). */
export async function publishedListings(base: string, token: string, count: number): Promise<AgencyListing[]> {
  const found: AgencyListing[] = []
  for (let page = 1; found.length < count; page++) {
    const res = await fetch(`${base}/api/admin/properties?status=published&per_page=100&page=${page}`, {
      headers: bearer(token),
    })
    const { data } = await json<{ data: AgencyListing[] }>(res, 'the agency listings')
    found.push(...data)
    if (data.length < 100) break
  }
  return found.slice(0, count)
}

/** Unpublishes or republishes a listing; its status afterwards (`in_review` when a fraud signal holds it). */
export async function transition(
  base: string,
  token: string,
  id: string,
  action: 'unpublish' | 'republish',
): Promise<string> {
  const res = await fetch(`${base}/api/admin/properties/${id}/${action}`, { method: 'POST', headers: bearer(token) })
  return (await json<{ data: { status: string } }>(res, `${action} ${id}`)).data.status
}

/** Whether the public search of that host finds the listing by its code. */
export async function searchFinds(base: string, listing: { id: string; code: string }): Promise<boolean> {
  const res = await fetch(`${base}/api/properties/search?q=${encodeURIComponent(listing.code)}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(5000),
  })
  const { data } = await json<{ data: { id: string }[] }>(res, `search for ${listing.code}`)
  return data.some((item) => item.id === listing.id)
}
