/**
 * The reference lists a search shows around its results (types, features, departments,
 * municipalities, barrios) and the names of what a search chooses, in the visitor's language.
 * The lists change only when an operator edits them, so each is read once every few minutes
 * (an operator's edit shows within that time). The search page builds its options, heading and
 * chips on them; a saved search is told in words with them (`searchCriteriaOf`).
 */
import { listFeatures, listPropertyTypes, type PropertyType } from '#core/catalog'
import { encodeId, readCache, type ServiceContext } from '#core/shared'
import { parseSearchParamsKeepingValid } from './search.schemas'
import type { SearchFilter } from './search-address.rules'
import {
  findDepartmentName,
  findMunicipalityNames,
  findSectorNames,
  listDepartmentOptions,
  listMunicipalityOptions,
  listSectorOptions,
} from './search.queries'

const REFERENCE_TTL_MS = 5 * 60_000
const referenceCache = readCache<unknown>('search-reference', { max: 500 })

function reference<T>(ctx: ServiceContext, key: string, load: () => Promise<T>): Promise<T> {
  return referenceCache.get(ctx.db, key, load, { freshMs: REFERENCE_TTL_MS }) as Promise<T>
}

/** Forgets the cached reference lists (tests that change the catalogues). */
export function clearReferenceCache() {
  referenceCache.clear()
}

export const typesOf = (ctx: ServiceContext) => reference(ctx, 'types', () => listPropertyTypes(ctx.db))
export const featuresOf = (ctx: ServiceContext) => reference(ctx, 'features', () => listFeatures(ctx.db))
export const departmentsOf = (ctx: ServiceContext) => reference(ctx, 'departments', () => listDepartmentOptions(ctx.db))
export const municipalitiesOf = (ctx: ServiceContext, departmentId: number) =>
  reference(ctx, `municipalities:${departmentId}`, () => listMunicipalityOptions(ctx.db, departmentId))
export const sectorsOf = (ctx: ServiceContext, municipalityId: number) =>
  reference(ctx, `sectors:${municipalityId}`, () => listSectorOptions(ctx.db, municipalityId))
export const municipalityNames = (ctx: ServiceContext, ids: number[]) =>
  ids.length
    ? reference(ctx, `municipality-names:${[...ids].sort((a, b) => a - b).join(',')}`, () =>
        findMunicipalityNames(ctx.db, ids),
      )
    : Promise.resolve([])
export const sectorNames = (ctx: ServiceContext, ids: number[]) =>
  ids.length ? reference(ctx, `sector-names:${ids.join(',')}`, () => findSectorNames(ctx.db, ids)) : Promise.resolve([])
export const departmentName = (ctx: ServiceContext, id: number | null | undefined) =>
  id ? reference(ctx, `department:${id}`, () => findDepartmentName(ctx.db, id)) : Promise.resolve(null)

type Feature = Awaited<ReturnType<typeof listFeatures>>[number]

export interface Option {
  value: string
  label: string
}

/** A property type as a choice in the visitor's language (singular and plural). */
export function typeOption(type: PropertyType, english: boolean): Option & { plural: string } {
  return {
    value: encodeId('propertyType', type.id),
    label: english ? type.nameEn : type.nameEs,
    plural: english ? type.pluralEn : type.pluralEs,
  }
}

/** An amenity as a choice in the visitor's language. */
export function featureOption(feature: Feature, english: boolean): Option & { category: string } {
  return {
    value: encodeId('feature', feature.id),
    label: english ? feature.nameEn : feature.nameEs,
    category: feature.category,
  }
}

/** Names of what a filter chooses, for a heading, chips and a saved search's words. */
export interface ChosenNames {
  types: Array<{ value: string; name: string; plural: string }>
  department: Option | null
  municipality: Option | null
  sectors: Option[]
  features: Option[]
}

/** The filter's chosen places, types and amenities (a project search's too: no types). */
type Choosing = Pick<SearchFilter, 'typeIds' | 'departmentId' | 'municipalityId' | 'sectorIds' | 'featureIds'>

export async function chosenNames(ctx: ServiceContext, filter: Choosing): Promise<ChosenNames> {
  const english = ctx.locale === 'en'
  const [types, features, municipality, sectors, department] = await Promise.all([
    typesOf(ctx),
    featuresOf(ctx),
    municipalityNames(ctx, filter.municipalityId ? [filter.municipalityId] : []),
    sectorNames(ctx, filter.sectorIds),
    departmentName(ctx, filter.departmentId),
  ])
  return {
    types: types
      .filter((t) => filter.typeIds.includes(t.id))
      .map((t) => typeOption(t, english))
      .map(({ value, label, plural }) => ({ value, name: label, plural })),
    department: department ? { value: encodeId('department', department.id), label: department.name } : null,
    municipality: municipality[0]
      ? { value: encodeId('municipality', municipality[0].id), label: municipality[0].name }
      : null,
    sectors: sectors.map((s) => ({ value: encodeId('sector', s.id), label: s.name })),
    features: features
      .filter((f) => filter.featureIds.includes(f.id))
      .map((f) => featureOption(f, english))
      .map(({ value, label }) => ({ value, label })),
  }
}

/** What the chips of a search and the words of a saved search are drawn from (app/components/search/search-criteria.ts). */
export interface SearchCriteria {
  /** The search's query string. */
  query: string
  /** Parameters the search left out (at fault): not shown. */
  dropped: string[]
  filter: ReturnType<typeof criteriaFilter>
  chosen: {
    types: Array<{ value: string; name: string }>
    department: Option | null
    municipality: Option | null
    sectors: Option[]
    features: Option[]
  }
}

/** The filter's values that are told as they are (numbers, flags), without the names to look up. */
export function criteriaFilter(filter: SearchFilter) {
  return {
    operation: filter.operation,
    sort: filter.sort,
    bedrooms: filter.bedrooms,
    bathrooms: filter.bathrooms,
    parking: filter.parking,
    strata: filter.strata,
    adminMax: filter.adminMax,
    ageMax: filter.ageMax,
    newConstruction: filter.newConstruction,
    privateAreaMin: filter.privateAreaMin,
    floorMin: filter.floorMin,
    elevator: filter.elevator,
    furnished: filter.furnished,
    pets: filter.pets,
    guarantees: filter.guarantees,
    verified: filter.verified,
  }
}

/** The criteria of a search's query string (a saved search's), named in the visitor's language. */
export async function searchCriteriaOf(ctx: ServiceContext, query: string): Promise<SearchCriteria> {
  const { filter, dropped } = parseSearchParamsKeepingValid(new URLSearchParams(query))
  const chosen = await chosenNames(ctx, filter)
  return {
    query,
    dropped,
    filter: criteriaFilter(filter),
    chosen: { ...chosen, types: chosen.types.map(({ value, name }) => ({ value, name })) },
  }
}
