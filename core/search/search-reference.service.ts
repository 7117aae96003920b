/**
 * The reference lists a search shows around its results (types, features, departments,
 * municipalities, barrios and their names): they change only when an operator edits them, so
 * each is read once every few minutes.
 */
import { listFeatures, listPropertyTypes } from '#core/catalog'
import { readCache, type ServiceContext } from '#core/shared'
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
export const departmentName = (ctx: ServiceContext, id: number | null) =>
  id ? reference(ctx, `department:${id}`, () => findDepartmentName(ctx.db, id)) : Promise.resolve(null)
