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

/** Up to `limit` places every word of `query` starts a word of (in their name, or the place they lie in). */
export function suggest(places: readonly IndexedPlace[], query: string, limit: number): IndexedPlace[] {
  const words = foldText(query).split(' ').filter(Boolean)
  if (!words.length) return []
  const scored: Array<{ place: IndexedPlace; score: number }> = []
  for (const place of places) {
    const all = [...place.nameWords, ...place.withinWords]
    if (!words.every((w) => all.some((x) => x.startsWith(w)))) continue
    // 0: the name starts with the words; 1: each word starts a word of the name; 2: some only match the place around.
    const score = place.nameWords.join(' ').startsWith(words.join(' '))
      ? 0
      : words.every((w) => place.nameWords.some((x) => x.startsWith(w)))
        ? 1
        : 2
    scored.push({ place, score })
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
