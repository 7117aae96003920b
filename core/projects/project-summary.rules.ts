/**
 * What a project's card says of its unit types: "Desde $X · 2–3 alcobas · 54–78 m²", as the
 * lowest price from and the ranges of bedrooms and area (private area, else built) over the
 * unit types that state them. Null where none does.
 */
export interface UnitTypeFacts {
  priceFrom: number | null
  bedrooms: number | null
  privateArea: number | null
  builtArea: number | null
}

export interface UnitTypeSummary {
  price_from: number | null
  bedrooms_min: number | null
  bedrooms_max: number | null
  area_min: number | null
  area_max: number | null
}

export function unitTypeSummary(unitTypes: readonly UnitTypeFacts[]): UnitTypeSummary {
  const range = (values: (number | null)[]) => {
    const known = values.filter((v): v is number => v != null)
    return known.length ? [Math.min(...known), Math.max(...known)] : [null, null]
  }
  const prices = unitTypes.map((u) => (u.priceFrom ? u.priceFrom : null))
  const [bedroomsMin, bedroomsMax] = range(unitTypes.map((u) => u.bedrooms))
  const [areaMin, areaMax] = range(unitTypes.map((u) => u.privateArea ?? u.builtArea))
  return {
    price_from: range(prices)[0],
    bedrooms_min: bedroomsMin,
    bedrooms_max: bedroomsMax,
    area_min: areaMin,
    area_max: areaMax,
  }
}
