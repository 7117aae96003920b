/** URL slugs: lower case, no accents, words joined by hyphens. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ñ/g, 'n')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'inmueble'
  )
}

/** The specification's short description: longer than 220 characters is cut and gets an ellipsis. */
export const SHORT_DESCRIPTION_LENGTH = 220
export function shortDescription(text: string, max = SHORT_DESCRIPTION_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}

const copFormatter = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, useGrouping: 'always' })
/** Colombian pesos with no decimals: `$ 2.500.000`. */
export function formatCop(value: number): string {
  return `$ ${copFormatter.format(Math.round(value))}`
}
