/**
 * Public ids: every integer id that leaves the server is a Sqids string of at least
 * 8 characters that also encodes what kind of record it names, so a property id can
 * never be read as an agency id. Decoding is strict: anything that does not re-encode
 * to the same string is treated as unknown.
 */
import Sqids from 'sqids'
import { env } from '#config/env'
import { boundedMemo } from './cache.infra'

export const ID_KINDS = {
  property: 1,
  customer: 2,
  department: 3,
  municipality: 4,
  sector: 5,
  propertyType: 6,
  feature: 7,
  operation: 8,
  user: 9,
  lead: 10,
  savedSearch: 11,
  photo: 12,
  adviser: 13,
  role: 14,
  permission: 15,
  pushSubscription: 16,
  audit: 17,
  apiKey: 18,
  listingImport: 19,
  visit: 20,
  project: 21,
  projectUnitType: 22,
  projectProgress: 23,
  projectPhoto: 24,
  projectFollow: 27,
  verification: 40,
  verificationDocument: 41,
} as const

export type IdKind = keyof typeof ID_KINDS

const DEFAULT_ALPHABET = 'k3G7QAe51FCsPW92uEOyq4Bg6Sp8YzVTmnU0liwDdHXLajZrfxNhobJIRtMvcK'
const MIN_LENGTH = 8
const PUBLIC_ID = /^[A-Za-z0-9]{8,24}$/

/**
 * Sqids with the same blocklist rule, checked in one pass: a regular expression per kind of
 * word instead of a loop over ~500 words with a regular expression each (30 µs per id, most of
 * a search page's time). Encodings are identical (ids.utils.test.ts compares them).
 */
export function fastSqids(options: ConstructorParameters<typeof Sqids>[0]): Sqids {
  const instance = new Sqids(options)
  const words = [...(instance as unknown as { blocklist: Set<string> }).blocklist]
  const { exact, edges, inside } = blocklistRules(words)
  Object.assign(instance, {
    isBlockedId(id: string): boolean {
      const lower = id.toLowerCase()
      if (lower.length <= 3) return words.some((w) => w.length <= lower.length && w === lower)
      return exact.has(lower) || (edges?.test(lower) ?? false) || (inside?.test(lower) ?? false)
    },
  })
  return instance
}

function blocklistRules(words: string[]) {
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const alternation = (list: string[]) => (list.length ? list.map(escape).join('|') : null)
  const digits = words.filter((w) => w.length > 3 && /\d/.test(w))
  const plain = words.filter((w) => w.length > 3 && !/\d/.test(w))
  const edgeWords = alternation(digits)
  const insideWords = alternation(plain)
  return {
    exact: new Set(words.filter((w) => w.length <= 3)),
    edges: edgeWords ? new RegExp(`^(?:${edgeWords})|(?:${edgeWords})$`) : null,
    inside: insideWords ? new RegExp(insideWords) : null,
  }
}

let sqids: Sqids | undefined
function encoder(): Sqids {
  sqids ??= fastSqids({ alphabet: env().SQIDS_ALPHABET ?? DEFAULT_ALPHABET, minLength: MIN_LENGTH })
  return sqids
}

/** Encodings already made (bounded; an id never changes its encoding): every card encodes several. */
const encoded = boundedMemo<string>(200_000)

export function encodeId(kind: IdKind, id: number): string {
  return encoded(`${kind}:${id}`, () => encoder().encode([ID_KINDS[kind], id]))
}

/** The integer behind a public id, or null when the string is malformed or of another kind. */
export function decodeId(kind: IdKind, publicId: string | null | undefined): number | null {
  if (typeof publicId !== 'string' || !PUBLIC_ID.test(publicId)) return null
  const numbers = encoder().decode(publicId)
  if (numbers.length !== 2 || numbers[0] !== ID_KINDS[kind]) return null
  const id = numbers[1]
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
  return encoder().encode(numbers) === publicId ? id : null
}

/** Operation types are fixed: 1 rent, 2 sale. */
export const OPERATIONS = { rent: 1, sale: 2 } as const
export type Operation = keyof typeof OPERATIONS

export function encodeOperation(op: Operation): string {
  return encodeId('operation', OPERATIONS[op])
}

export function decodeOperation(publicId: string | null | undefined): Operation | null {
  const n = decodeId('operation', publicId)
  if (n === OPERATIONS.rent) return 'rent'
  if (n === OPERATIONS.sale) return 'sale'
  return null
}
