/**
 * Colombian NIT (tax id) check digit, as DIAN computes it: the digits from the right are
 * weighted 3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71; the remainder r of
 * the sum by 11 gives the digit (r when r < 2, otherwise 11 − r).
 */
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71]

export function nitCheckDigit(nit: string): number {
  const digits = nit.replace(/\D/g, '')
  if (!digits || digits.length > WEIGHTS.length) throw new Error('A NIT has 1 to 15 digits')
  let sum = 0
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * WEIGHTS[i]
  const r = sum % 11
  return r < 2 ? r : 11 - r
}

/** "900123456" → "900.123.456-7". */
export function formatNit(nit: string): string {
  const digits = nit.replace(/\D/g, '')
  return `${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${nitCheckDigit(digits)}`
}

/** Whether "900.123.456-7" (or "9001234567" with the digit last) carries the right check digit. */
export function isValidNit(value: string): boolean {
  const match = /^([\d.]+)-?(\d)$/.exec(value.replace(/\s/g, ''))
  if (!match) return false
  const digits = match[1].replace(/\./g, '')
  return digits.length > 0 && digits.length <= 15 && nitCheckDigit(digits) === Number(match[2])
}
