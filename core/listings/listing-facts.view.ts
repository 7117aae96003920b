/**
 * A listing's facts as every view of it carries them (card, page, search result, comparison,
 * feed, back-office): its areas, estrato and rooms. One copy of the six fields, and one of their
 * names in the API's JSON.
 */
export interface ListingFacts {
  buildArea: number | null
  lotArea: number | null
  stratum: number | null
  bedrooms: number | null
  bathrooms: number | null
  parking: number | null
}

export function listingFacts(row: ListingFacts): ListingFacts {
  const { buildArea, lotArea, stratum, bedrooms, bathrooms, parking } = row
  return { buildArea, lotArea, stratum, bedrooms, bathrooms, parking }
}

/** The facts under the API's field names (DESIGN §7). */
export function listingFactsJson(facts: ListingFacts) {
  return {
    build_area: facts.buildArea,
    lot_area: facts.lotArea,
    stratum: facts.stratum,
    bedrooms: facts.bedrooms,
    bathrooms: facts.bathrooms,
    parking: facts.parking,
  }
}
