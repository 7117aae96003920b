/** The place slugs of the landing addresses (reference data: municipalities, barrios). */
import { asc, eq } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { departments, municipalities, sectors } from '#db/schema'

/** Every municipality with its slug and its department's. */
export async function listLandingMunicipalities(db: Executor) {
  return db
    .select({
      id: municipalities.id,
      departmentId: municipalities.departmentId,
      slug: municipalities.slug,
      departmentSlug: departments.slug,
    })
    .from(municipalities)
    .innerJoin(departments, eq(departments.id, municipalities.departmentId))
    .orderBy(asc(municipalities.code))
}

/** Every barrio with its slug and municipality. */
export async function listLandingSectors(db: Executor) {
  return db
    .select({ id: sectors.id, municipalityId: sectors.municipalityId, slug: sectors.slug })
    .from(sectors)
    .orderBy(asc(sectors.id))
}
