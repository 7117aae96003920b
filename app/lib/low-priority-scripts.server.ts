/**
 * The page is complete as HTML; its scripts only add behaviour. React Router preloads them
 * with the browser's default (high) priority, where two dozen of them compete on a slow
 * connection with the stylesheet, the font and the first photo. This stream marks those
 * preloads `fetchpriority="low"`, so the browser paints first and hydrates right after
 * (ADR 0008).
 */
import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

const PRELOAD = '<link rel="modulepreload"'
const LOW = '<link rel="modulepreload" fetchpriority="low"'

export function lowPriorityScripts(): Transform {
  const decoder = new StringDecoder('utf8')
  // A tag may be split between two chunks: the text from a late "<" waits for the next one.
  let held = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.write(chunk)
      const lastTag = text.lastIndexOf('<')
      const cut = lastTag >= 0 && text.length - lastTag < PRELOAD.length ? lastTag : text.length
      held = text.slice(cut)
      done(null, text.slice(0, cut).replaceAll(PRELOAD, LOW))
    },
    flush(done) {
      done(null, (held + decoder.end()).replaceAll(PRELOAD, LOW))
    },
  })
}
