import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { en } from './en'
import { esCO } from './es-CO'

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
  )
}

/** The parameters a message names: `{name}`, and a plural's `{count, plural, …}`. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]))].sort()
}

describe('catalogues', () => {
  // The browser loads only the page's language, so a key missing in English would show
  // as its bare key there (and differ from the server's Spanish fallback).
  test('Spanish and English have the same keys', () => {
    const es = keys(esCO).sort()
    const eng = keys(en).sort()
    expect(eng.filter((k) => !es.includes(k))).toEqual([])
    expect(es.filter((k) => !eng.includes(k))).toEqual([])
  })

  test('each message has the same placeholders in both languages', () => {
    const flat = (tree: object) =>
      Object.fromEntries(
        keys(tree).map((k) => [
          k,
          k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], tree) as string,
        ]),
      )
    const es = flat(esCO)
    const eng = flat(en)
    const differing = Object.keys(es).filter(
      (k) => k in eng && placeholders(es[k]).join() !== placeholders(eng[k]).join(),
    )
    expect(differing).toEqual([])
  })

  // Intl.PluralRules falls back to 'other' for a category a message lacks ('many' in Spanish for a million).
  test('every plural has an other case', () => {
    const texts = (tree: object): string[] =>
      Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : texts(v as object)))
    const plurals = [...texts(esCO), ...texts(en)].filter((text) => text.includes(', plural,'))
    expect(plurals.length).toBeGreaterThan(5)
    expect(plurals.filter((text) => !/\bother \{/.test(text))).toEqual([])
  })

  // Zod keeps messages as plain strings, so the keys schemas name (z.string('validation.required'),
  // .refine(…, 'validation.phone')) escape the MessageKey type; this reads them from the source.
  test('every validation key a core schema names exists', () => {
    const files = (fs.readdirSync('core', { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => fs.readFileSync(path.join('core', f), 'utf8'))
    const named = new Set(files.flatMap((text) => [...text.matchAll(/'(validation\.[\w.]+)'/g)].map((m) => m[1])))
    const known = new Set(keys(esCO))
    expect(named.size).toBeGreaterThan(10)
    expect([...named].filter((k) => !known.has(k))).toEqual([])
  })
})
