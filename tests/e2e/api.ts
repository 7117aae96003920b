/**
 * What a browser test sets up outside the page: JSON API calls (signing in as a demo
 * account, an agency publishing a listing) and photos to upload, drawn on the fly.
 */
import sharp from 'sharp'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are read field by field
export type Json = Record<string, any>

/** One call to `${baseUrl}/api${path}`; a non-2xx answer throws with its body. */
export async function api(
  baseUrl: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; form?: FormData } = {},
): Promise<Json> {
  const headers: Record<string, string> = {}
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  })
  const json = (await res.json()) as Json
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

/** The bearer token of a demo account. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  return (await api(baseUrl, '/auth/login', { method: 'POST', body: { email, password } })).token as string
}

/** A plain JPEG of one colour. */
export function jpeg(color: string, width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer()
}

/** The page addresses of the sitemap's first chunk of a kind: published listings, or landings. */
export async function sitemapUrls(baseUrl: string, kind: 'listings' | 'landings'): Promise<string[]> {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
  const chunk = new RegExp(`<loc>([^<]+/sitemaps/${kind}-1\\.xml)</loc>`).exec(index)![1]
  const xml = await (await fetch(baseUrl + new URL(chunk).pathname)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
}

/** A weekday two or more days ahead, as YYYY-MM-DD in Bogotá (UTC−5). */
export function nextWeekday(): string {
  for (let d = 2; ; d++) {
    const local = new Date(Date.now() + d * 86_400_000 - 5 * 3_600_000)
    const weekday = local.getUTCDay()
    if (weekday >= 1 && weekday <= 5) return local.toISOString().slice(0, 10)
  }
}
