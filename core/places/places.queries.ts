/**
 * Reads of Colombia's places: departments, municipalities (DIVIPOLA) and the sectors
 * (barrios, veredas) of the Valle de Aburrá. Plain objects with integer ids; adapters
 * encode the ids. Lists are ordered by slug so accents sort like a visitor expects.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { departments, municipalities, sectors } from '#db/schema'
import { notFound } from '#core/shared'

export interface Department {
  id: number
  /** DANE code, two digits ("05"). */
  code: string
  /** Official name ("Bogotá, D.C."). */
  name: string
  /** What visitors call it ("Bogotá"). */
  displayName: string
  slug: string
}

export interface Municipality {
  id: number
  /** DANE code, five digits ("05001"). */
  code: string
  departmentId: number
  departmentCode: string
  departmentName: string
  /** Official DANE name ("Santiago de Cali"). */
  name: string
  /** What visitors call it ("Cali"). */
  displayName: string
  slug: string
  lat: number | null
  lon: number | null
  featuredRank: number | null
}

export interface Sector {
  id: number
  municipalityId: number
  name: string
  slug: string
  comuna: string | null
  /** barrio, vereda, area_institucional or cabecera_corregimiento. */
  kind: string
  code: string | null
  lat: number | null
  lon: number | null
}

const departmentColumns = {
  id: departments.id,
  code: departments.code,
  name: departments.name,
  displayName: departments.displayName,
  slug: departments.slug,
}

const municipalityColumns = {
  id: municipalities.id,
  code: municipalities.code,
  departmentId: municipalities.departmentId,
  departmentCode: departments.code,
  departmentName: departments.displayName,
  name: municipalities.name,
  displayName: municipalities.displayName,
  slug: municipalities.slug,
  lat: municipalities.lat,
  lon: municipalities.lon,
  featuredRank: municipalities.featuredRank,
}

const sectorColumns = {
  id: sectors.id,
  municipalityId: sectors.municipalityId,
  name: sectors.name,
  slug: sectors.slug,
  comuna: sectors.comuna,
  kind: sectors.kind,
  code: sectors.code,
  lat: sectors.lat,
  lon: sectors.lon,
}

export async function listDepartments(db: Executor): Promise<Department[]> {
  return db.select(departmentColumns).from(departments).orderBy(asc(departments.slug))
}

export async function listMunicipalities(
  db: Executor,
  options: { departmentId?: number } = {},
): Promise<Municipality[]> {
  const query = db
    .select(municipalityColumns)
    .from(municipalities)
    .innerJoin(departments, eq(departments.id, municipalities.departmentId))
  const filtered =
    options.departmentId === undefined ? query : query.where(eq(municipalities.departmentId, options.departmentId))
  return filtered.orderBy(asc(municipalities.slug), asc(municipalities.code))
}

export async function findMunicipality(db: Executor, id: number): Promise<Municipality | null> {
  const [row] = await db
    .select(municipalityColumns)
    .from(municipalities)
    .innerJoin(departments, eq(departments.id, municipalities.departmentId))
    .where(eq(municipalities.id, id))
    .limit(1)
  return row ?? null
}

/** One municipality; throws not-found for an unknown id. */
export async function getMunicipality(db: Executor, id: number): Promise<Municipality> {
  const row = await findMunicipality(db, id)
  if (!row) throw notFound()
  return row
}

/** Finds by slug ("medellin"); a slug shared by two departments returns the first by DANE code. */
export async function findMunicipalityBySlug(
  db: Executor,
  slug: string,
  options: { departmentId?: number } = {},
): Promise<Municipality | null> {
  const condition =
    options.departmentId === undefined
      ? eq(municipalities.slug, slug)
      : and(eq(municipalities.slug, slug), eq(municipalities.departmentId, options.departmentId))
  const [row] = await db
    .select(municipalityColumns)
    .from(municipalities)
    .innerJoin(departments, eq(departments.id, municipalities.departmentId))
    .where(condition)
    .orderBy(asc(municipalities.code))
    .limit(1)
  return row ?? null
}

export async function findMunicipalityByCode(db: Executor, code: string): Promise<Municipality | null> {
  const [row] = await db
    .select(municipalityColumns)
    .from(municipalities)
    .innerJoin(departments, eq(departments.id, municipalities.departmentId))
    .where(eq(municipalities.code, code))
    .limit(1)
  return row ?? null
}

/** The home page's city tiles, in featured_rank order (Envigado, Bello, Itagüí, Medellín, …). */
export async function listFeaturedMunicipalities(db: Executor): Promise<Municipality[]> {
  return db
    .select(municipalityColumns)
    .from(municipalities)
    .innerJoin(departments, eq(departments.id, municipalities.departmentId))
    .where(isNotNull(municipalities.featuredRank))
    .orderBy(asc(municipalities.featuredRank))
}

export async function listSectors(db: Executor, municipalityId: number): Promise<Sector[]> {
  return db
    .select(sectorColumns)
    .from(sectors)
    .where(eq(sectors.municipalityId, municipalityId))
    .orderBy(asc(sectors.slug))
}
