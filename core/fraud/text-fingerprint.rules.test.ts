import { expect, test } from 'vitest'
import { COPIED_SHARE, MIN_WORDS, sharedShare, shingleHashes, textBands, textWords } from './text-fingerprint.rules'

const original =
  'Hermoso apartamento en el barrio Laureles, a dos cuadras de la avenida Nutibara, con sala comedor amplia, ' +
  'cocina integral abierta, tres alcobas con closet, dos baños enchapados, balcón con vista a la montaña, ' +
  'parqueadero cubierto y cuarto útil. Edificio con portería las veinticuatro horas, gimnasio y piscina.'
const other =
  'Casa esquinera de dos pisos en Envigado, con patio interior, terraza descubierta para asados, garaje para ' +
  'dos carros, cuatro habitaciones, estudio, tres baños y zona de ropas independiente. Cerca de colegios, ' +
  'del parque principal y de la estación del metro.'

test('words are folded and punctuation separates them', () => {
  expect(textWords('Baño, BALCÓN; y cuarto-útil.')).toEqual(['bano', 'balcon', 'y', 'cuarto', 'util'])
})

test('a short or generic description has no fingerprint', () => {
  const short = 'Apartamento iluminado cerca de transporte público y comercio, listo para habitar.'
  expect(textWords(short).length).toBeLessThan(MIN_WORDS)
  expect(shingleHashes(short).size).toBe(0)
  expect(textBands(shingleHashes(short))).toEqual([])
})

test('a copy with other punctuation and accents, and a phone added, shares bands and most shingles', () => {
  const copy = original.toUpperCase().replace(/,/g, ' ').replace(/ñ/g, 'n') + ' Llame ya al dueño directo.'
  const mine = shingleHashes(copy)
  const theirs = shingleHashes(original)
  expect(sharedShare(mine, theirs)).toBeGreaterThan(0.8)
  const shared = textBands(mine).filter((b) => textBands(theirs).includes(b))
  expect(shared.length).toBeGreaterThan(0)
})

test('an unrelated description shares no band and no shingle', () => {
  const a = shingleHashes(original)
  const b = shingleHashes(other)
  expect(sharedShare(b, a)).toBe(0)
  expect(textBands(b).filter((x) => textBands(a).includes(x))).toEqual([])
  expect(sharedShare(b, a)).toBeLessThan(COPIED_SHARE)
})

test('bands are signed 32-bit integers', () => {
  for (const band of textBands(shingleHashes(original))) {
    expect(Number.isInteger(band)).toBe(true)
    expect(band).toBeGreaterThanOrEqual(-(2 ** 31))
    expect(band).toBeLessThan(2 ** 31)
  }
})
