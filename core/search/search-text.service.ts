/**
 * The listings a text query finds, as bits of the search index. A word matches one lexeme
 * (its Spanish stem: "poblado" → pobl), typed as the start of words every lexeme that starts
 * with it ("balcon" → balcon:*), and a number itself. The index holds the listings of every
 * lexeme found in at least a few dozen listings: the words visitors type, such as barrios,
 * "balcón", "piscina" or the 2 of "Versalles No. 2", for which PostgreSQL would read one row
 * per listing found, up to hundreds of thousands. The rarer lexemes and the long numbers (a
 * code's) are asked of PostgreSQL's text index, which finds few listings for them. So each word
 * is the union of its held lexemes' listings and its rare lexemes', and the query the
 * intersection of its words, or the listing whose code it is. ADR 0014.
 */
import { readCache, type ServiceContext } from '#core/shared'
import { isPrefixWord } from './search-filter.sql'
import type { SearchIndex } from './search-index.infra'
import type { TextMatch } from './search-index-layout.infra'
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

/**
 * What PostgreSQL is asked for one word, as a tsquery: the lexemes the index does not hold (each
 * found in few listings), '' when it holds them all, null when too many.
 */
function restOf(
  ctx: ServiceContext,
  word: { lexeme: string; prefix: boolean; held: string[] },
): Promise<string | null> | string {
  if (word.prefix) return rareRest(ctx, word.lexeme, word.held)
  return word.held.length ? '' : quoted(word.lexeme)
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
  if (!asked.length) return whole()
  const rests = await Promise.all(asked.map((w) => restOf(ctx, w)))
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
