/**
 * What a listing's title and description must not carry (docs/fraud-signals.md): ways to
 * reach the publisher outside the portal (phone numbers, e-mail addresses, links), and payment
 * instructions, the mark of the "pay to reserve before you visit" scam. Matching is on the text
 * without accents and in lower case, on whole words; the evidence is the text as written.
 */

/** The text folded for matching, one character for each of the original's (indexes stay valid). */
export function foldText(text: string): string {
  let folded = ''
  for (const char of text) {
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    // Keep the length: a character that folds to several (or none) is matched as written.
    folded += plain.length === char.length ? plain : char
  }
  return folded
}

// Not inside a longer run of digits (a price "1.300.000", a code), nor of letters.
const PHONE =
  /(?<![\d.,])(?:\+\s?57[\s.-]*)?\(?3\d{2}\)?[\s.-]*\d{3}[\s.-]*\d{2}[\s.-]*\d{2}(?![\d])|(?<![\d])\+\s?57[\s.-]*\d(?:[\s.-]*\d){9}(?!\d)/g
const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[a-z]{2,}/giu
// A link ends before the sentence's punctuation.
const URL_TAIL = `[^\\s<>"']*[^\\s<>"'.,;:)!?]`
const LINK = new RegExp(
  `\\b(?:https?:\\/\\/|www\\.)${URL_TAIL}|\\bwa\\.me\\/(?:${URL_TAIL})?|\\b(?:bit\\.ly|t\\.me|wa\\.link)\\/${URL_TAIL}`,
  'gi',
)

/**
 * Payment instructions, on folded text. Each entry says why it is there or how its near misses
 * are kept out (docs/fraud-signals.md lists them).
 */
const PAYMENT: readonly RegExp[] = [
  // "consignar", "consigne", "consignación" — but not an agency's offer to take a home on
  // consignment ("consigne su inmueble con nosotros", "inmuebles en consignación").
  /\b(?<!en )consign(?:ar|e|en|es|a(?:r)?me|ando|acion|aciones)\b(?! (?:(?:su|tu|sus|tus|el|la|los|las) )?(?:inmuebles?|propiedad(?:es)?|apartamentos?|casas?|locales?|oficinas?|bodegas?|lotes?|fincas?)\b)/g,
  // "anticipo" (money up front); not "mes anticipado", how Colombian rents are normally paid.
  /\banticipos?\b/g,
  // The wallets a scammer asks to be paid through, as whole words ("Nequiel" is a name).
  /\bnequi\b/g,
  /\bdaviplata\b/g,
  /\b(?:efecty|western union|moneygram)\b/g,
  // The absent owner who cannot show the home.
  /\b(?:estoy|me encuentro|vivo|resido|estamos|nos encontramos) (?:fuera del pais|en el exterior)\b/g,
  // A money order ("un giro", "giro por Efecty"), not a turn or a line of business.
  /\b(?:un|el|hacer (?:el |un )?|enviar (?:el |un )?|envie (?:el |un )?)giro\b|\bgiros? (?:por|de dinero|a nombre)\b/g,
  // A bank transfer; "transferencia de dominio" is the deed of a sale.
  /\btransferencias?\b(?! de (?:dominio|la propiedad|propiedad)\b)/g,
  // A deposit to reserve; "depósito de garantía según contrato" is a lawful tenancy deposit.
  /\b(?:deposito|abono|pago|consignacion|transferencia)s? (?:para|por) (?:separar|apartar|reservar)(?:lo|la)?\b/g,
]

export interface TextMatch {
  /** The matched text as written. */
  text: string
  index: number
}

function matchesOf(original: string, folded: string, patterns: readonly RegExp[]): TextMatch[] {
  const found = new Map<number, TextMatch>()
  for (const pattern of patterns)
    for (const m of folded.matchAll(pattern)) {
      const index = m.index ?? 0
      if (!found.has(index)) found.set(index, { text: original.slice(index, index + m[0].length).trim(), index })
    }
  return [...found.values()].sort((a, b) => a.index - b.index)
}

export interface ContactMatches {
  phones: string[]
  emails: string[]
  links: string[]
}

const texts = (matches: TextMatch[]) => [...new Set(matches.map((m) => m.text))]

/** Phone numbers, e-mail addresses and links in a text; empty lists for none. */
export function findContactDetails(text: string): ContactMatches {
  const folded = foldText(text)
  const emails = matchesOf(text, folded, [EMAIL])
  // An address's own digits or domain are not a phone or a link of their own.
  const inEmail = (m: TextMatch) => emails.some((e) => m.index >= e.index && m.index < e.index + e.text.length)
  return {
    phones: texts(matchesOf(text, folded, [PHONE]).filter((m) => !inEmail(m))),
    emails: texts(emails),
    links: texts(matchesOf(text, folded, [LINK]).filter((m) => !inEmail(m))),
  }
}

export function hasContactDetails(found: ContactMatches): boolean {
  return found.phones.length + found.emails.length + found.links.length > 0
}

/** The payment instructions in a text, as written; empty for none. */
export function findPaymentRequests(text: string): string[] {
  return texts(matchesOf(text, foldText(text), PAYMENT))
}
