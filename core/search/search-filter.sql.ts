/**
 * The conditions of a search filter as SQL fragments: the text query, the operation and
 * its price, type, place, stratum, bedrooms and amenities, on top of `publiclyVisible`.
 * The search's own queries compose them, and so does the saved-search alert job, so an
 * alert finds exactly what the search shows.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { features, properties, propertyFeatures } from '#db/schema'
import { publiclyVisibleOf } from '#core/listings/public-visibility.sql'
import { verifiedPublisherOf } from '#core/listings/verified-publisher.sql'
import { flagFeatureSlugs, maxAgeOf, type SearchFilter } from './search-address.rules'

/** For other modules' queries that read the search's conditions (a listing's price comparison, its similar listings). */
export { typeAndPlaceFilter } from './search.schemas'

/** Spanish words too common to narrow a search ("apartamento en envigado"). */
const STOP_WORDS = new Set([
  'de',
  'del',
  'la',
  'las',
  'el',
  'los',
  'en',
  'y',
  'a',
  'con',
  'para',
  'por',
  'un',
  'una',
  'al',
  'o',
  'e',
  'the',
  'in',
  'and',
  'of',
])

/** The words of a text query, lower case and without accents (the index has none either). */
export function queryWords(q: string | null): string[] {
  if (!q) return []
  return q
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9ñ]+/)
    .filter((w) => w.length > 0 && !STOP_WORDS.has(w))
    .slice(0, 8)
}

/**
 * A word that ends as Spanish words end when complete (a vowel or an s: "poblado",
 * "apartamentos", "casa") matches its stem exactly (poblado → pobl, so "poblados" too, but not
 * "población"); any other word ("balcon", "medellin", "envig") matches as the start of words.
 * A number matches itself, even when every word is read as a start ("Versalles No. 2" is not
 * "No. 20" nor a listing built in 2015, and a code's digits are not the start of another's).
 * Exact stems are also what keeps the text index fast: a prefix of a common word
 * ("apartament:*", "2:*") makes PostgreSQL read and recheck every listing that has it.
 */
export function tsQueryText(words: string[], allPrefixes = false): string {
  return words.map((w) => (isPrefixWord(w, allPrefixes) ? `${w}:*` : w)).join(' & ')
}

/** Whether a word matches as the start of words (tsQueryText). */
export function isPrefixWord(word: string, allPrefixes = false): boolean {
  if (/^[0-9]+$/.test(word)) return false
  return allPrefixes || word.length < 3 || !/[aeiousñ]$/.test(word)
}

/**
 * The text query over the Spanish tsvector: every word must match ("medellin poblado balcon"
 * → medellin:* & pobl & balcon:*, stemmed by to_tsquery). Words contain only [a-z0-9ñ], so they
 * cannot carry tsquery operators.
 */
export function tsQuery(words: string[], allPrefixes = false): SQL {
  return sql`to_tsquery('spanish'::regconfig, immutable_unaccent(${tsQueryText(words, allPrefixes)}))`
}

type Listings = typeof properties

function operationCondition(filter: SearchFilter, t: Listings): SQL | undefined {
  if (filter.operation === 'rent') return sql`${t.businessType} in ('rent', 'sale_rent') and ${t.rentPrice} is not null`
  if (filter.operation === 'sale') return sql`${t.businessType} in ('sale', 'sale_rent') and ${t.salePrice} is not null`
  return undefined
}

/** The price a listing is compared and sorted by: the chosen operation's, or sale before rent. */
export function priceColumn(filter: SearchFilter, t: Listings = properties): SQL {
  if (filter.operation === 'rent') return sql`${t.rentPrice}`
  if (filter.operation === 'sale') return sql`${t.salePrice}`
  return sql`coalesce(${t.rentPrice}, ${t.salePrice})`
}

function priceCondition(filter: SearchFilter, t: Listings): SQL | undefined {
  const parts: SQL[] = []
  if (filter.operation) {
    const price = priceColumn(filter, t)
    if (filter.priceMin != null) parts.push(sql`${price} >= ${filter.priceMin}`)
    if (filter.priceMax != null) parts.push(sql`${price} <= ${filter.priceMax}`)
    return parts.length ? and(...parts) : undefined
  }
  // Without an operation a price range matches either price.
  if (filter.priceMin == null && filter.priceMax == null) return undefined
  const between = (col: SQL) =>
    and(
      ...[
        filter.priceMin != null ? sql`${col} >= ${filter.priceMin}` : undefined,
        filter.priceMax != null ? sql`${col} <= ${filter.priceMax}` : undefined,
      ],
    )
  return sql`((${between(sql`${t.rentPrice}`)}) or (${between(sql`${t.salePrice}`)}))`
}

/**
 * The filters Colombians add (issue 14): administración up to (none counts as 0), age up to
 * (0: para estrenar), private area and floor from, elevator / furnished / pets (amenities, by
 * slug), the guarantees accepted (any of them), and only verified publishers (issue 33).
 */
function detailConditions(filter: SearchFilter, t: Listings): SQL[] {
  const out: SQL[] = []
  if (filter.adminMax != null) out.push(sql`coalesce(${t.adminPrice}, 0) <= ${filter.adminMax}`)
  const maxAge = maxAgeOf(filter)
  if (maxAge != null) out.push(sql`${t.age} <= ${maxAge}`)
  if (filter.privateAreaMin != null) out.push(sql`${t.privateArea} >= ${filter.privateAreaMin}`)
  if (filter.floorMin != null) out.push(sql`${t.floor} >= ${filter.floorMin}`)
  for (const slug of flagFeatureSlugs(filter)) {
    out.push(
      sql`exists (select 1 from ${propertyFeatures} join ${features} on ${features.id} = ${propertyFeatures.featureId}
        where ${propertyFeatures.propertyId} = ${t.id} and ${features.slug} = ${slug})`,
    )
  }
  if (filter.guarantees.length) out.push(sql`${t.rentalGuarantees} && ${sql.param(filter.guarantees)}::text[]`)
  if (filter.verified) out.push(verifiedPublisherOf(t))
  return out
}

/** The filters grouped by facet: a facet's count ignores its own group. */
export interface FilterParts {
  base: SQL
  type: SQL | undefined
  place: SQL | undefined
  stratum: SQL | undefined
  bedrooms: SQL | undefined
}

/** The filters outside the four facets, on `t` (the listings, or an alias of them). */
function baseConditions(filter: SearchFilter, t: Listings): SQL[] {
  const base: Array<SQL | undefined> = [publiclyVisibleOf(t), operationCondition(filter, t), priceCondition(filter, t)]
  if (filter.departmentId) base.push(eq(t.departmentId, filter.departmentId))
  const words = queryWords(filter.q)
  if (words.length) {
    const code = filter.q!.trim().toUpperCase()
    base.push(sql`(${t.searchVector} @@ ${tsQuery(words, filter.textPrefixes)} or ${t.code} = ${code})`)
  }
  if (filter.areaMin != null) base.push(sql`${t.buildArea} >= ${filter.areaMin}`)
  if (filter.areaMax != null) base.push(sql`${t.buildArea} <= ${filter.areaMax}`)
  if (filter.bathrooms) base.push(sql`${t.bathrooms} >= ${filter.bathrooms}`)
  if (filter.parking) base.push(sql`${t.parking} >= ${filter.parking}`)
  for (const featureId of filter.featureIds) {
    base.push(
      sql`exists (select 1 from ${propertyFeatures} where ${propertyFeatures.propertyId} = ${t.id} and ${propertyFeatures.featureId} = ${featureId})`,
    )
  }
  base.push(...detailConditions(filter, t))
  return base.filter((c): c is SQL => c !== undefined)
}

// The same columns under another name (an alias has the table's columns; Drizzle types it apart).
const otherListing = alias(properties, 'same_property') as unknown as Listings

/**
 * One card per property (issue 14): a listing of a group (properties.property_group) is left
 * out when another listing of its group passes the same filters at a lower price, or at the
 * same price with a smaller id. The listings of a group share type, place, estrato and
 * bedrooms (core/listings/same-property.rules.ts), so the facet filters cannot tell them apart:
 * the base filters decide, exactly as the search index's collapse (search-index.infra.ts).
 */
function oneCardPerProperty(filter: SearchFilter): SQL {
  const o = otherListing
  const mine = priceColumn(filter, properties)
  const theirs = priceColumn(filter, o)
  return sql`(${properties.propertyGroup} is null or not exists (select 1 from ${properties} as ${o}
    where ${o.propertyGroup} = ${properties.propertyGroup} and ${o.id} <> ${properties.id}
      and ${and(...baseConditions(filter, o))}
      and (${theirs} < ${mine} or (${theirs} = ${mine} and ${o.id} < ${properties.id}))))`
}

export function filterParts(filter: SearchFilter): FilterParts {
  const t = properties
  const place = and(
    filter.municipalityId ? eq(t.municipalityId, filter.municipalityId) : undefined,
    filter.sectorIds.length ? inArray(t.sectorId, filter.sectorIds) : undefined,
  )
  return {
    base: and(...baseConditions(filter, t), oneCardPerProperty(filter))!,
    type: filter.typeIds.length ? inArray(t.propertyTypeId, filter.typeIds) : undefined,
    place,
    stratum: filter.strata.length ? inArray(t.stratum, filter.strata) : undefined,
    bedrooms: filter.bedrooms ? sql`${t.bedrooms} >= ${filter.bedrooms}` : undefined,
  }
}

export function whereAll(parts: FilterParts): SQL {
  return and(parts.base, parts.type, parts.place, parts.stratum, parts.bedrooms)!
}
