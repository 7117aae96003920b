/**
 * The texts a page is drawn with travel in the page (ADR 0023). While React renders a
 * document, every key looked up is noted (AsyncLocalStorage keeps concurrent requests
 * apart); when the stream ends, their texts are written as JSON just before `</body>`, where
 * i18n/load.ts reads them before hydrating. The catalogue's script (11 KB gzipped) then
 * loads after the page is interactive instead of before.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import { onTextLookup, textsFor, type Locale, type MessageKey } from '#i18n'
import { PAGE_TEXTS_ID } from '#i18n/load'

const drawing = new AsyncLocalStorage<Set<string>>()
onTextLookup((key) => drawing.getStore()?.add(key))

/** Runs `render` (and what it schedules) noting the keys it looks up into `keys`. */
export function collectTexts<T>(keys: Set<string>, render: () => T): T {
  return drawing.run(keys, render)
}

const END = '</body></html>'

/** Texts every page starts with: what it says when the rest of the texts cannot be fetched. */
const ALWAYS: MessageKey[] = ['errors.load_data']

/** The script element with the texts of `keys`; `<` escaped so no text can close it. */
export function pageTextsScript(locale: Locale, keys: Iterable<string>): string {
  const json = JSON.stringify(textsFor(locale, [...ALWAYS, ...keys])).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${PAGE_TEXTS_ID}">${json}</script>`
}

/**
 * Passes the HTML through, holding back the document's end so that the texts noted until the
 * stream finished go in front of it. A stream that does not end as a document (an error
 * cut it short) gets no texts: the browser then loads the whole catalogue.
 */
export function withPageTexts(locale: Locale, keys: Set<string>): Transform {
  const decoder = new StringDecoder('utf8')
  let held = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.write(chunk)
      // Keep back as much of the tail as could be the start of the document's end.
      let keep = 0
      for (let n = Math.min(END.length, text.length); n > 0; n--)
        if (END.startsWith(text.slice(-n))) {
          keep = n
          break
        }
      held = text.slice(text.length - keep)
      done(null, text.slice(0, text.length - keep))
    },
    flush(done) {
      const rest = held + decoder.end()
      done(null, rest === END ? pageTextsScript(locale, keys) + END : rest)
    },
  })
}
