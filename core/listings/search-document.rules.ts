/**
 * The text a listing is found by. Stored in properties.search_document; PostgreSQL turns
 * it into search_vector (Spanish stemming, accents removed; see the search migration).
 * Every writer of a listing (services, seed, factories) builds it here, so search sees
 * the same words whoever saved the listing.
 */
export interface SearchDocumentParts {
  title: string
  description?: string | null
  sectorName?: string | null
  municipalityName?: string | null
  code?: string | null
  typeName?: string | null
}

export function buildSearchDocument(parts: SearchDocumentParts): string {
  return [parts.title, parts.typeName, parts.sectorName, parts.municipalityName, parts.code, parts.description]
    .map((p) => p?.trim())
    .filter((p): p is string => !!p)
    .join('\n')
}
