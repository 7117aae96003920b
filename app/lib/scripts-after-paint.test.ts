import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { scriptsAfterPaint, wantsScriptsAfterPaint } from './scripts-after-paint.server'

async function through(chunks: Buffer[], defer = true): Promise<string> {
  const out: Buffer[] = []
  for await (const chunk of Readable.from(chunks).pipe(scriptsAfterPaint(defer))) out.push(Buffer.from(chunk))
  return Buffer.concat(out).toString('utf8')
}

// The shape React Router 8 writes (head preloads, then one module script in the body).
const routerScript =
  '<script nonce="n0" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n' +
  'import * as route1 from "/assets/search.js";\n  window.__reactRouterManifest = {"entry":{}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"search":route1};\n\nimport("/assets/entry.client.js");</script>'
const html =
  '<!DOCTYPE html><html lang="es-CO"><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/a.js" nonce="n0"/><link rel="modulepreload" href="/assets/b.js" nonce="n0"/>' +
  '<title>Bogotá · Envigado</title></head><body><p>Ñandú</p><img src="/p.webp" fetchpriority="high"/>' +
  `<script nonce="n0">window.ctx = {"a":"<b>"};</script>${routerScript}</body></html>`

describe('scriptsAfterPaint', () => {
  it('takes the preloads out of the head and imports the route modules only in the deferred start', async () => {
    const result = await through([Buffer.from(html)])
    expect(result).not.toContain('rel="modulepreload"')
    expect(result).not.toMatch(/^\s*import \* as/m)
    const script = /<script nonce="n0" type="module">([\s\S]*?)<\/script>/.exec(result)?.[1] ?? ''
    expect(script).toContain('img[fetchpriority="high"]')
    expect(script).toContain('["/assets/a.js","/assets/b.js"]')
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/search.js")]);',
    )
    expect(script.indexOf('window.__reactRouterRouteModules')).toBeGreaterThan(script.indexOf('await Promise.all'))
    expect(script).toContain('import("/assets/entry.client.js");')
    // Everything else is as it was.
    expect(result.replace(/<script nonce="n0" type="module">[\s\S]*?<\/script>/, routerScript)).toBe(
      html.replace(/<link rel="modulepreload"[^>]*>/g, ''),
    )
  })

  it('gives the same page whatever the byte at which the stream is split, even inside a two-byte letter', async () => {
    const whole = await through([Buffer.from(html)])
    const bytes = Buffer.from(html)
    for (let at = 1; at < bytes.length; at++) {
      const result = await through([bytes.subarray(0, at), bytes.subarray(at)])
      expect(result, `split at byte ${at}`).toBe(whole)
    }
  })

  it('on other pages keeps the preloads, low priority, and the module script as it is', async () => {
    const result = await through([Buffer.from(html)], false)
    expect(result).toBe(html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'))
    const bytes = Buffer.from(html)
    for (let at = 1; at < bytes.length; at += 7)
      expect(await through([bytes.subarray(0, at), bytes.subarray(at)], false), `split at ${at}`).toBe(result)
  })

  it('is asked for by a route handle', () => {
    expect(wantsScriptsAfterPaint([undefined, { scriptsAfterPaint: true }])).toBe(true)
    expect(wantsScriptsAfterPaint([undefined, {}, { other: 1 }])).toBe(false)
  })

  it('leaves a module script of another form as it is', async () => {
    const other = '<html><body><script type="module">import("/assets/x.js")</script></body></html>'
    expect(await through([Buffer.from(other)])).toBe(other)
  })

  it('runs the deferred start: the route modules are set before the entry is imported', async () => {
    const result = await through([Buffer.from(html)])
    const body = /<script nonce="n0" type="module">([\s\S]*?)<\/script>/.exec(result)![1]
    const calls: string[] = []
    const appended: string[] = []
    const scope = {
      document: {
        querySelector: () => ({ complete: true }),
        head: { appendChild: (link: { href: string }) => appended.push(link.href) },
        createElement: () => ({}),
      },
      window: {} as Record<string, unknown>,
      requestAnimationFrame: (f: () => void) => f(),
      setTimeout: (f: () => void) => f(),
    }
    const load = async (path: string) => {
      calls.push(path)
      return { path }
    }
    const run = new Function(
      'document',
      'window',
      'requestAnimationFrame',
      'setTimeout',
      'load',
      `return ${body.replace(/import\(/g, 'load(').replace(/;\s*$/, '')}`,
    )
    await run(scope.document, scope.window, scope.requestAnimationFrame, scope.setTimeout, load)
    await new Promise((r) => setImmediate(r))
    expect(appended).toEqual(['/assets/a.js', '/assets/b.js'])
    expect(calls).toEqual(['/assets/root.js', '/assets/search.js', '/assets/entry.client.js'])
    expect(scope.window.__reactRouterRouteModules).toEqual({
      root: { path: '/assets/root.js' },
      search: { path: '/assets/search.js' },
    })
  })
})
