/**
 * The listings a text query finds, as bits of the search index. A word matches one lexeme
 * (its Spanish stem: "poblado" → pobl) or, typed as the start of words, every lexeme that
 * starts with it ("balcon" → balcon:*). The index holds the common lexemes' listings as bit
 * sets (found in at least 1 % of the listings: the words visitors type most, such as barrios,
 * "balcón" or "piscina", which cost PostgreSQL a read of hundreds of thousands of rows); the
 * rare lexemes are asked of PostgreSQL's text index, where they are cheap. So each word is the
 * union of its common lexemes' bits and its rare lexemes' listings, and the query the
 * intersection of its words, or the listing whose code it is. ADR 0014.
 */
import { readCache, type ServiceContext } from '#core/shared'
import { isPrefixWord } from './search-filter.sql'
import type { SearchIndex, TextMatch } from './search-index.infra'
import { readLexemesStartingWith, readTextMatches, readTextParts, readWordLexemes } from './search-text.queries'

/** Beyond this many rare lexemes for one start of words, the word is asked of PostgreSQL whole. */
const MAX_RARE = 64
/** Stems do not change: a word's lexemes are remembered a day. */
const lexemeCache = readCache<string[][]>('search-word-lexemes', { max: 5_000 })
const DAY_MS = 24 * 60 * 60_000

/** A lexeme quoted for a tsquery. */
const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`

/**
 * A tsquery for the rare lexemes of a word typed as a start (those the index does not hold),
 * '' when it has none, or null when it has too many to ask apart.
 */
async function rareRest(ctx: ServiceContext, lexeme: string, held: string[]): Promise<string | null> {
  const rare = await readLexemesStartingWith(ctx.db, lexeme, held, MAX_RARE + 1)
  return rare.length > MAX_RARE ? null : rare.map(quoted).join(' | ')
}

/** The listings of `index` whose text holds every word of `words`, or whose code is `code`. */
export async function findTextMatch(
  ctx: ServiceContext,
  index: SearchIndex,
  words: string[],
  code: string,
  allPrefixes: boolean,
): Promise<TextMatch> {
  const lexemes = await lexemeCache.get(ctx.db, words.join(' '), () => readWordLexemes(ctx.db, words), {
    freshMs: DAY_MS,
  })
  const whole = () => readTextMatches(ctx.db, words, code, allPrefixes).then((ids) => index.textMatch(ids))
  // A word read as several lexemes is left to PostgreSQL's own reading of the query.
  if (lexemes.some((l) => l.length > 1)) return whole()
  // A word the configuration drops (a stop word) asks nothing, as in to_tsquery.
  const asked = words.flatMap((word, i) => {
    if (!lexemes[i].length) return []
    const lexeme = lexemes[i][0]
    const prefix = isPrefixWord(word, allPrefixes)
    return [{ lexeme, prefix, held: index.termsFor(lexeme, prefix) }]
  })
  // A word the index does not hold is asked of PostgreSQL with the others, which its text index
  // intersects cheaply when one of them is rare; asked alone, a number ("no. 2" → 2:*) would
  // read hundreds of thousands of listings. Numbers are not in search_lexemes (migration 0010).
  if (!asked.length || asked.some((w) => !w.held.length || (w.prefix && /^[0-9]+$/.test(w.lexeme)))) return whole()
  const rests = await Promise.all(asked.map((w) => (w.prefix ? rareRest(ctx, w.lexeme, w.held) : '')))
  if (rests.includes(null)) return whole()
  const found = await readTextParts(ctx.db, rests.filter(Boolean) as string[], code)
  let part = 0
  let match: TextMatch | null = null
  asked.forEach((w, i) => {
    const word = index.termMatch(w.held)
    if (rests[i]) orInto(word, index.textMatch(found.parts[part++]))
    match = match ? andInto(match, word) : word
  })
  return orInto(match!, index.textMatch(found.code))
}

function andInto(a: TextMatch, b: TextMatch): TextMatch {
  for (let w = 0; w < a.bits.length; w++) a.bits[w] &= b.bits[w]
  return a
}

function orInto(a: TextMatch, b: TextMatch): TextMatch {
  for (let w = 0; w < a.bits.length; w++) a.bits[w] |= b.bits[w]
  return a
}
