/**
 * A barrio as an agency writes it, matched to the catalogue's (ADR 0018): the same name without
 * accents, case or spacing; then the common variants (a leading "Barrio" or "Urb.", the article
 * "El"/"La", "Sta." for Santa, "No. 2" or "II" for 2); then the one closest name, a typo away. A
 * name that matches none, or several equally, is not guessed: the listing is imported without a
 * barrio. Either way the import reports it as a warning, never as an error.
 */
import { slugify } from '#core/shared'

export interface SectorName {
  id: number
  name: string
}

/** A municipality's barrios, looked up by slug and by variant key. */
export interface SectorIndex {
  bySlug: Map<string, SectorName>
  byKey: Map<string, SectorName[]>
}

export type SectorMatch =
  { kind: 'exact'; sector: SectorName } | { kind: 'close'; sector: SectorName } | { kind: 'none' }

/** Words a barrio's name starts with that are not its name. */
const PREFIXES = new Set(['barrio', 'bario', 'b', 'urbanizacion', 'urb', 'sector', 'conjunto', 'unidad'])
/** Words written several ways (or left out): articles, "número", abbreviations, Roman numbers. */
const WORDS: Record<string, string> = {
  el: '',
  la: '',
  los: '',
  las: '',
  de: '',
  del: '',
  no: '',
  nro: '',
  numero: '',
  n: '',
  sta: 'santa',
  sto: 'santo',
  sn: 'san',
  ntra: 'nuestra',
  sra: 'senora',
  ii: '2',
  iii: '3',
  iv: '4',
}

/** The name with its variants folded: "Urb. Sta María No. 2" and "Santa María 2" are one key. */
export function sectorKey(name: string): string {
  const words = slugify(name).split('-')
  while (words.length > 1 && PREFIXES.has(words[0])) words.shift()
  return words.map((w) => WORDS[w] ?? w).join('')
}

export function sectorIndex(sectors: SectorName[]): SectorIndex {
  const index: SectorIndex = { bySlug: new Map(), byKey: new Map() }
  for (const sector of sectors) {
    index.bySlug.set(slugify(sector.name), sector)
    const key = sectorKey(sector.name)
    index.byKey.set(key, [...(index.byKey.get(key) ?? []), sector])
  }
  return index
}

/** Edits (insert, delete, replace, swap two letters) from a to b, stopping past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        current[j] = Math.min(current[j], before[j - 2] + 1)
    }
    before = previous
    previous = current
  }
  return previous[b.length]
}

/** The catalogue's barrio for a name written in the file, within its municipality. */
export function matchSector(name: string, index: SectorIndex | undefined): SectorMatch {
  if (!index) return { kind: 'none' }
  const exact = index.bySlug.get(slugify(name))
  if (exact) return { kind: 'exact', sector: exact }
  const key = sectorKey(name)
  const variants = index.byKey.get(key) ?? []
  if (variants.length) return variants.length === 1 ? { kind: 'close', sector: variants[0] } : { kind: 'none' }
  // A typo or two, in a name long enough for that to leave it unmistakable.
  const max = key.length >= 9 ? 2 : key.length >= 5 ? 1 : 0
  if (!max) return { kind: 'none' }
  let best: SectorName[] = []
  let bestDistance = max + 1
  for (const [other, sectors] of index.byKey) {
    const d = distance(key, other, max)
    if (d < bestDistance) [best, bestDistance] = [sectors, d]
    else if (d === bestDistance) best = [...best, ...sectors]
  }
  return best.length === 1 ? { kind: 'close', sector: best[0] } : { kind: 'none' }
}
