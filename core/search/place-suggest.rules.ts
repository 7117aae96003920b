/**
 * The home search box's place suggestions (issue 14): municipalities and barrios whose name,
 * or the name of their municipality, starts each word typed ("pobl" → El Poblado, Medellín;
 * "envi" → Envigado), accents and case ignored. Places with listings first, most listings
 * first; a name that starts with the words before one that only contains them.
 */

export interface PlaceEntry {
  kind: 'municipality' | 'sector'
  id: number
  departmentId: number
  municipalityId: number
  name: string
  /** "Medellín" for a barrio, the department ("Antioquia") for a municipality. */
  within: string
  listings: number
}

export interface IndexedPlace extends PlaceEntry {
  /** The name's words, then the place it lies in, folded (accents and case). */
  nameWords: string[]
  withinWords: string[]
}

export const MIN_QUERY_LENGTH = 2
export const MAX_QUERY_LENGTH = 60

/** Lower case without accents or punctuation ("Itagüí, D.C." → "itagui d c"). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export function indexPlace(entry: PlaceEntry): IndexedPlace {
  return { ...entry, nameWords: foldText(entry.name).split(' '), withinWords: foldText(entry.within).split(' ') }
}

/**
 * How well `words` name a place: 0 its name starts with them, 1 each starts a word of its name,
 * 2 some only start a word of the place around it; null when one matches neither.
 */
function scoreOf(place: IndexedPlace, words: string[]): number | null {
  const all = [...place.nameWords, ...place.withinWords]
  if (!words.every((w) => all.some((x) => x.startsWith(w)))) return null
  return place.nameWords.join(' ').startsWith(words.join(' '))
    ? 0
    : words.every((w) => place.nameWords.some((x) => x.startsWith(w)))
      ? 1
      : 2
}

/**
 * The place typed words name, for a search box sent without a choice: a name matched whole
 * first, then the one with most listings among those whose name the words start; a match
 * through the place around only ("antioquia" is no municipality) is none.
 */
/** Whether rank `a` comes before rank `b` (compared element by element). */
function before(a: number[], b: number[]): boolean {
  const i = a.findIndex((v, k) => v !== b[k])
  return i >= 0 && a[i] < b[i]
}

export function bestMatch(places: readonly IndexedPlace[], query: string): IndexedPlace | null {
  const words = foldText(query).split(' ').filter(Boolean)
  const typed = words.join(' ')
  // The whole name typed first, then the most listings, then the name's start, a municipality before a barrio.
  const rank = (p: IndexedPlace, score: number) => [
    p.nameWords.join(' ') === typed ? 0 : 1,
    -p.listings,
    score,
    p.kind === 'municipality' ? 0 : 1,
  ]
  let best: { place: IndexedPlace; key: number[] } | null = null
  for (const place of places) {
    const score = scoreOf(place, words)
    if (score === null || score > 1) continue
    const key = rank(place, score)
    if (!best || before(key, best.key)) best = { place, key }
  }
  return best?.place ?? null
}

/** Up to `limit` places every word of `query` starts a word of (in their name, or the place they lie in). */
export function suggest(places: readonly IndexedPlace[], query: string, limit: number): IndexedPlace[] {
  const words = foldText(query).split(' ').filter(Boolean)
  if (!words.length) return []
  const scored: Array<{ place: IndexedPlace; score: number }> = []
  for (const place of places) {
    const score = scoreOf(place, words)
    if (score !== null) scored.push({ place, score })
  }
  return scored
    .sort(
      (a, b) =>
        Number(b.place.listings > 0) - Number(a.place.listings > 0) ||
        a.score - b.score ||
        b.place.listings - a.place.listings ||
        (a.place.kind === b.place.kind ? 0 : a.place.kind === 'municipality' ? -1 : 1) ||
        a.place.name.localeCompare(b.place.name, 'es'),
    )
    .slice(0, limit)
    .map((s) => s.place)
}
