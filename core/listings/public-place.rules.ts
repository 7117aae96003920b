/** "Laureles, Medellín, Antioquia": a listing's public place, a department named like its city ("Bogotá, Bogotá") once. */
export function publicPlace(parts: Array<string | null | undefined>): string {
  const seen = new Set<string>()
  return parts
    .filter((p): p is string => !!p)
    .filter((p) => {
      const key = p.split(',')[0].trim().toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .join(', ')
}
