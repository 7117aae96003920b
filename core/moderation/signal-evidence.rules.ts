/**
 * A fraud signal's evidence in words for staff: each code has a label and a sentence whose
 * parameters come from the evidence the signal stored (docs/fraud-signals.md names its fields).
 * The evidence is data written by another module, so a field may be missing: the sentence then
 * falls back to the raw evidence rather than to a wrong figure. Browser-safe (no I/O).
 */
import { formatCop, type MessageKey } from '#core/shared/browser'
import type { SignalCode } from './moderation.constants'

type Param = string | number | { key: MessageKey }[]

/** A sentence to translate: `translate(locale, s.key, s.params)`. */
export interface SignalSentence {
  label: MessageKey
  key: MessageKey
  params: Record<string, Param>
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null)
const words = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((w): w is string => typeof w === 'string' && w !== '') : []
/** A share given as 0.32 or as 32: the whole percent. */
const percent = (v: unknown): number | null => {
  const n = num(v)
  return n === null ? null : Math.round(n <= 1 ? n * 100 : n)
}

/** The parameters of each code's sentence, or null when its evidence lacks what the sentence says. */
const SENTENCES: Record<SignalCode, (e: Record<string, unknown>) => Record<string, Param> | null> = {
  price_below_median: (e) => {
    const share = percent(e.percent ?? e.ratio)
    const median = num(e.median_per_m2 ?? e.median)
    const sample = num(e.sample_size ?? e.sample ?? e.count)
    if (share === null || median === null || sample === null) return null
    const inMunicipality = /^(municipio|municipality)$/.test(str(e.scope ?? e.area) ?? '')
    const stratum = num(e.stratum)
    const area = !inMunicipality ? 'barrio' : stratum === null ? 'municipio' : 'municipio_estrato'
    // "$45.000/m²": the figure reads as one word in the sentence.
    const figure = formatCop(median).replace('$ ', '$')
    return {
      percent: share,
      median: figure,
      count: sample,
      area: [
        { key: `admin.moderation.area.${area}` as MessageKey, ...(stratum === null ? {} : { params: { stratum } }) },
      ],
    }
  },
  reused_photo: (e) => {
    // core/fraud keeps every match ({ other_code, distance }); the sentence names the first.
    const first = (Array.isArray(e.matches) ? (e.matches[0] as Record<string, unknown> | undefined) : undefined) ?? e
    const other = str(first.other_code ?? first.other_listing_code)
    return other ? { other, distance: num(first.distance) ?? 0 } : null
  },
  contact_in_text: (e) => {
    // core/fraud keeps what it found by kind: phones, emails, links.
    const found = [...words(e.phones), ...words(e.emails), ...words(e.links), ...words(e.matches ?? e.words)]
    return found.length ? { words: found.map((w) => `«${w}»`).join(', ') } : null
  },
  payment_request: (e) => {
    const found = words(e.words ?? e.matches)
    return found.length ? { words: found.map((w) => `«${w}»`).join(', ') } : null
  },
  copied_text: (e) => {
    const other = str(e.other_code ?? e.other_listing_code)
    const share = percent(e.share ?? e.similarity)
    return other && share !== null ? { other, percent: share } : null
  },
  burst_publishing: (e) => {
    const count = num(e.listings ?? e.count)
    const hours = num(e.window_hours ?? e.hours) ?? 24
    const places = Array.isArray(e.municipalities) ? e.municipalities.length : num(e.places)
    return count === null ? null : { count, hours, places: places ?? 1 }
  },
  reported: (e) => {
    const count = num(e.count)
    if (count === null) return null
    const reasons = words(e.reasons).map((r) => ({ key: `listing.report.reason.${r}` as MessageKey }))
    return { count, reasons }
  },
}

/** The label and the sentence of one signal. */
export function signalSentence(code: SignalCode, evidence: Record<string, unknown>): SignalSentence {
  const label = `admin.moderation.signal.${code}` as MessageKey
  const params = SENTENCES[code]?.(evidence ?? {})
  if (params) return { label, key: `admin.moderation.evidence.${code}` as MessageKey, params }
  return { label, key: 'admin.moderation.evidence.raw' as MessageKey, params: { evidence: JSON.stringify(evidence) } }
}
