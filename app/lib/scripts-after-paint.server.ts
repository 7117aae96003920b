/**
 * The page is complete as HTML; its scripts only add behaviour (ADR 0008, ADR 0022). React
 * Router writes a `<link rel="modulepreload">` per script in the head and one module script
 * that imports the page's route modules at once: on a phone on a slow connection, 130 KB of
 * scripts then share the line with the stylesheet, the font and the first photo, and the
 * largest paint waited for them (Lighthouse mobile: 2.9 s on the search page).
 *
 * On the pages whose first view is photos (routes with `handle.scriptsAfterPaint`: home,
 * search and landings, listing, microsite) this stream takes the preloads out of the head and
 * rewrites that module script so that it asks for the same files, all at once, after the
 * browser has painted the page and the page's main photo (the `fetchpriority="high"` image)
 * has arrived, or after 3 s at most. The page then hydrates as before. A script that does not
 * have the expected form passes through unchanged (it fetches what it imports). Other pages
 * (forms, the back-office) keep the preloads, marked low priority so the stylesheet and the
 * font still come first (ADR 0008).
 */
import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

const PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g
const LOW = '<link rel="modulepreload" fetchpriority="low"'
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g
const ROUTE_IMPORT = /;?\s*import \* as (route\d+) from "([^"]+)";/g

/**
 * Runs `start` once, in the first task after the next paint, when the main photo has loaded
 * or failed, or after 3 s. Written out in the page (the nonce lets it run).
 */
const AFTER_PAINT = `((start) => {
  let started = false;
  const go = () => { if (!started) { started = true; requestAnimationFrame(() => setTimeout(start, 0)); } };
  const photo = document.querySelector('img[fetchpriority="high"]');
  if (photo && !photo.complete) {
    photo.addEventListener('load', go);
    photo.addEventListener('error', go);
    setTimeout(go, 3000);
  } else go();
})`

/** The router's module script, importing its route modules only once the page has painted. */
export function deferModuleScript(open: string, body: string, close: string, preloads: string[]): string {
  const imports = [...body.matchAll(ROUTE_IMPORT)]
  if (!imports.length) return open + body + close
  const names = imports.map((m) => m[1]).join(', ')
  const loads = imports.map((m) => `import(${JSON.stringify(m[2])})`).join(', ')
  const rest = body.replace(ROUTE_IMPORT, '')
  return (
    open.replace(/\s+async(="")?/, '') +
    `${AFTER_PAINT}(async () => {\n` +
    `for (const href of ${JSON.stringify(preloads)}) document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));\n` +
    `const [${names}] = await Promise.all([${loads}]);\n${rest}\n});` +
    close
  )
}

/** Whether a route's module asks for it: `export const handle = { scriptsAfterPaint: true }`. */
export function wantsScriptsAfterPaint(handles: unknown[]): boolean {
  return handles.some((h) => (h as { scriptsAfterPaint?: boolean } | undefined)?.scriptsAfterPaint === true)
}

export function scriptsAfterPaint(defer = true): Transform {
  const decoder = new StringDecoder('utf8')
  const preloads: string[] = []
  // Text that may end inside a tag or a script waits for the next chunk.
  let held = ''
  const rewrite = (text: string) =>
    !defer
      ? text.replaceAll('<link rel="modulepreload"', LOW)
      : text
          .replace(PRELOAD, (_tag, href: string) => {
            preloads.push(href)
            return ''
          })
          .replace(MODULE_SCRIPT, (_all, open: string, body: string, close: string) =>
            deferModuleScript(open, body, close, preloads),
          )
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.write(chunk)
      let cut = text.length
      const lastScript = text.lastIndexOf('<script')
      if (lastScript >= 0 && !text.includes('</script>', lastScript)) cut = lastScript
      const lastTag = text.lastIndexOf('<', cut - 1)
      if (lastTag >= 0 && !text.slice(lastTag, cut).includes('>')) cut = lastTag
      held = text.slice(cut)
      done(null, rewrite(text.slice(0, cut)))
    },
    flush(done) {
      done(null, rewrite(held + decoder.end()))
    },
  })
}
