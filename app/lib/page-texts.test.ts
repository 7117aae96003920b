import { Readable } from 'node:stream'
import { beforeAll, describe, expect, it } from 'vitest'
import { registerAllCatalogues } from '#i18n/all'
import { registerMessages, translate } from '#i18n'
import { collectTexts, withPageTexts } from './page-texts.server'

beforeAll(() => registerAllCatalogues())

async function through(chunks: string[], keys: Set<string>, locale: 'es-CO' | 'en' = 'es-CO'): Promise<string> {
  const out: Buffer[] = []
  for await (const chunk of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(withPageTexts(locale, keys)))
    out.push(Buffer.from(chunk))
  return Buffer.concat(out).toString('utf8')
}

const texts = (html: string) =>
  JSON.parse(/<script type="application\/json" id="wi-texts">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<
    string,
    string
  > | null

describe('collectTexts', () => {
  it('notes the keys looked up while drawing, also in work scheduled later, each request apart', async () => {
    const a = new Set<string>()
    const b = new Set<string>()
    const draw = (keys: Set<string>, key: 'brand' | 'tagline') =>
      collectTexts(keys, () => new Promise((resolve) => setImmediate(() => resolve(translate('es-CO', key)))))
    await Promise.all([draw(a, 'brand'), draw(b, 'tagline')])
    translate('es-CO', 'toast.close') // outside any page
    expect([...a]).toEqual(['brand'])
    expect([...b]).toEqual(['tagline'])
  })
})

describe('withPageTexts', () => {
  it('writes the texts of the noted keys before the end of the document, even when the end is split', async () => {
    const html = await through(
      ['<!DOCTYPE html><html><body><p>Ñandú</p></bo', 'dy></ht', 'ml>'],
      new Set(['brand', 'search.count', 'no.such.key']),
    )
    expect(html.startsWith('<!DOCTYPE html><html><body><p>Ñandú</p><script type="application/json"')).toBe(true)
    expect(html.endsWith('</script></body></html>')).toBe(true)
    expect(texts(html)).toEqual({
      'errors.load_data': 'Error al cargar los datos',
      brand: 'Wi Inmuebles',
      'search.count': translate('es-CO', 'search.count'),
    })
  })

  it('takes the page language, and no text can close the script', async () => {
    const html = await through(['<html><body></body></html>'], new Set(['search.count']), 'en')
    expect(texts(html)?.['search.count']).toContain('{count, plural,')
    expect(texts(html)?.['search.count']).toContain('propert')
    registerMessages('es-CO', { test_only: { tag: '</script><b>x' } })
    const escaped = await through(['</body></html>'], new Set(['test_only.tag']))
    expect(escaped).toBe(
      '<script type="application/json" id="wi-texts">{"errors.load_data":"Error al cargar los datos","test_only.tag":"\\u003c/script>\\u003cb>x"}</script></body></html>',
    )
    expect(texts(escaped)?.['test_only.tag']).toBe('</script><b>x')
  })

  it('leaves a document cut short as it is: the browser then loads the whole catalogue', async () => {
    const html = await through(['<html><body><p>half'], new Set(['brand']))
    expect(html).toBe('<html><body><p>half')
  })
})
