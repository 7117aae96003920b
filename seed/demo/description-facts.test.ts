/**
 * What a demo listing says of itself in words agrees with its fields (issue 29): every area its
 * title or description gives ("85 m²", "2,5 hectáreas") is its built area or its lot area, and a
 * minimum term it mentions ("Contrato mínimo de 6 meses") is the one stated in its rental
 * requirements (none mentioned when it states none). Planted relistings and neighbour units
 * (another agency's measure of the same flat) included.
 */
import { expect, test } from 'vitest'
import { generateListings } from './listings'

const now = new Date('2026-11-20T15:00:00Z')
const listings = [...generateListings(2400, { now, batchSize: 400 })].flat()

/** "1.250 m²" → 1250 (Colombian thousands). */
const areasIn = (text: string) => [...text.matchAll(/(\d[\d.]*) m²/g)].map((m) => Number(m[1].replace(/\./g, '')))
const hectaresIn = (text: string) =>
  [...text.matchAll(/(\d+(?:,\d+)?) hectáreas?/g)].map((m) => Number(m[1].replace(',', '.')))

test('every area in a demo title or description is the listing’s built or lot area', () => {
  const wrong: string[] = []
  for (const l of listings) {
    const stated = [l.buildArea, l.lotArea].filter((a): a is number => a != null).map(Math.round)
    for (const text of [l.title, l.description])
      for (const m2 of areasIn(text)) if (!stated.includes(m2)) wrong.push(`${l.code}: ${m2} m² (fields ${stated})`)
    for (const ha of hectaresIn(l.description))
      if (l.lotArea == null || Math.round((l.lotArea / 10_000) * 10) / 10 !== ha)
        wrong.push(`${l.code}: ${ha} ha (lot ${l.lotArea})`)
  }
  expect(wrong).toEqual([])
  expect(listings.filter((l) => areasIn(l.description).length > 0).length).toBeGreaterThan(1000)
  expect(listings.some((l) => l.samePropertyAs && areasIn(l.description).length > 0)).toBe(true)
})

test('a minimum term in a demo description is the one the listing states', () => {
  const wrong: string[] = []
  let mentioned = 0
  for (const l of listings) {
    const said = /Contrato mínimo de (un año|\d+ meses)/.exec(l.description)?.[1]
    if (!said) continue
    mentioned++
    const months = said === 'un año' ? 12 : Number.parseInt(said, 10)
    if (l.rentalMinTermMonths !== months) wrong.push(`${l.code}: "${said}" (field ${l.rentalMinTermMonths})`)
  }
  expect(wrong).toEqual([])
  expect(mentioned).toBeGreaterThan(20)
})
