/**
 * /sw.js: public/sw.js (copied into the build) with the build injected — its version, so
 * each deploy changes the worker's bytes and open tabs can offer the update, and the
 * hashed assets of the public pages to precache, read from React Router's build manifest
 * (assets/manifest-<version>.js). The back-office's chunks are left out. Served with
 * no-cache (the browser checks for a new worker on each visit) and a JavaScript type.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Context } from 'hono'

interface RouteEntry {
  id: string
  module: string
  imports?: string[]
  css?: string[]
  hasDefaultExport?: boolean
}

interface BuildManifest {
  version: string
  entry: { module: string; imports?: string[]; css?: string[] }
  routes: Record<string, RouteEntry>
}

export interface ServiceWorkerBuild {
  version: string
  precache: string[]
}

/** The version and precache list of the build in `clientDir`, or null when it has no manifest. */
export function readServiceWorkerBuild(clientDir: string): ServiceWorkerBuild | null {
  const assetsDir = path.join(clientDir, 'assets')
  let files: string[]
  try {
    files = fs.readdirSync(assetsDir)
  } catch {
    return null
  }
  const manifestFile = files
    .filter((f) => /^manifest-[\w-]+\.js$/.test(f))
    .map((f) => ({ f, t: fs.statSync(path.join(assetsDir, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t)[0]?.f
  if (!manifestFile) return null
  const text = fs.readFileSync(path.join(assetsDir, manifestFile), 'utf8')
  const manifest = JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as BuildManifest
  const urls = new Set<string>([
    `/assets/${manifestFile}`,
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    ...(manifest.entry.css ?? []),
  ])
  for (const route of Object.values(manifest.routes)) {
    if (route.id.startsWith('routes/admin') || route.hasDefaultExport === false) continue
    for (const url of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) urls.add(url)
  }
  // Loaded with import() rather than listed in the manifest: the catalogues, the listing
  // map, the app's own lazy parts, and the Latin web font.
  // Only files of this build (an unclean build folder may keep older ones).
  const builtAt = fs.statSync(path.join(assetsDir, manifestFile)).mtimeMs - 120_000
  for (const f of files) {
    if (fs.statSync(path.join(assetsDir, f)).mtimeMs < builtAt) continue
    if (
      /^(es-CO|en|listing-map|pwa-|chat-|push-|install-)[\w.-]*\.(js|css)$/.test(f) ||
      /^nunito-sans-latin-wght/.test(f)
    )
      urls.add(`/assets/${f}`)
  }
  return { version: manifest.version, precache: [...urls].filter((u) => u.startsWith('/assets/')).sort() }
}

const PLACEHOLDER = 'self.__WI_BUILD__ = null'

/** A Hono handler for GET /sw.js. */
export function serviceWorkerHandler(clientDir: string) {
  let body: string | null = null
  return (c: Context) => {
    if (body === null) {
      const template = fs.readFileSync(path.join(clientDir, 'sw.js'), 'utf8')
      const build = readServiceWorkerBuild(clientDir)
      body = build ? template.replace(PLACEHOLDER, `self.__WI_BUILD__ = ${JSON.stringify(build)}`) : template
    }
    return c.body(body, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    })
  }
}
