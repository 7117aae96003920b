/**
 * Phone numbers on a listing's contact card: a dialable `tel:` form and the digits
 * WhatsApp wants (country code first, no "+"). Colombian numbers are written locally as
 * 10 digits (mobiles start with 3, landlines with 60); both get the country code 57.
 */

/** Digits with the country code, or null when the text is not a usable number. */
export function phoneDigits(raw: string | null | undefined): string | null {
  if (!raw) return null
  let digits = raw.replace(/\D/g, '')
  if (digits.startsWith('00')) digits = digits.slice(2)
  if (digits.length === 10 && (digits.startsWith('3') || digits.startsWith('60'))) digits = `57${digits}`
  return digits.length >= 10 && digits.length <= 15 ? digits : null
}

/** `+57 300 123 4567` style for display; the raw text when it does not look Colombian. */
export function formatPhone(raw: string): string {
  const digits = phoneDigits(raw)
  if (!digits || !digits.startsWith('57') || digits.length !== 12) return raw.trim()
  const local = digits.slice(2)
  return `+57 ${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`
}

export function telHref(raw: string): string | null {
  const digits = phoneDigits(raw)
  return digits ? `tel:+${digits}` : null
}

/** https://wa.me/<digits>?text=<message>; null without a usable number. */
export function whatsappUrl(raw: string | null | undefined, message: string): string | null {
  const digits = phoneDigits(raw)
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : null
}
