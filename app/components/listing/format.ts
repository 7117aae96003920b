/** Number formats of the listing pages (same output on the server and in the browser). */

const areaFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 })

/** 85 → "85", 72.5 → "72,5" (Colombian decimals whatever the page language). */
export function formatArea(value: number): string {
  return areaFormat.format(value)
}
