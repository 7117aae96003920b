import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { lowPriorityScripts } from './low-priority-scripts.server'

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = []
  for await (const chunk of Readable.from(chunks).pipe(lowPriorityScripts())) out.push(Buffer.from(chunk))
  return Buffer.concat(out).toString('utf8')
}

const html =
  '<!DOCTYPE html><html lang="es-CO"><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
  '<title>Bogotá · Envigado</title></head><body><p>Ñandú</p></body></html>'

describe('lowPriorityScripts', () => {
  it('marks every module preload low priority and leaves the rest as it was', async () => {
    const result = await through([Buffer.from(html)])
    expect(result.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2)
    expect(result.replaceAll(' fetchpriority="low"', '')).toBe(html)
  })

  it('finds a tag split between chunks, at any byte, even inside a two-byte letter', async () => {
    const bytes = Buffer.from(html)
    for (let at = 1; at < bytes.length; at++) {
      const result = await through([bytes.subarray(0, at), bytes.subarray(at)])
      expect(result, `split at byte ${at}`).toBe(
        html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
      )
    }
  })
})
