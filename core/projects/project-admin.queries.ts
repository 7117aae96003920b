/** SQL of the back-office project management (the only place it touches the tables). */
import { and, asc, desc, eq, ilike, inArray, isNull, min, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { likeLiteral, pageWithTotal } from '#core/shared/list-page.sql'
import { updateRowById } from '#core/shared/row-update.sql'
import {
  customers,
  departments,
  features,
  municipalities,
  projectAmenities,
  projectProgressUpdates,
  projectUnitTypePrices,
  projectUnitTypes,
  projects,
  sectors,
} from '#db/schema'
import type { ProjectStatus } from '#db/schema/column-values'

export type ProjectScope = 'all' | number[]
export type ProjectRecord = typeof projects.$inferSelect
export type ProjectValues = Partial<typeof projects.$inferInsert>
export type UnitTypeRecord = typeof projectUnitTypes.$inferSelect
export type UnitTypeValues = Omit<typeof projectUnitTypes.$inferInsert, 'projectId'>

export async function findProjectRecord(db: Executor, id: number, lock = false): Promise<ProjectRecord | null> {
  const query = db.select().from(projects).where(eq(projects.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

export async function insertProjectRecord(db: Executor, values: typeof projects.$inferInsert): Promise<ProjectRecord> {
  const [row] = await db.insert(projects).values(values).returning()
  return row
}

export async function updateProjectRecord(db: Executor, id: number, values: ProjectValues): Promise<ProjectRecord> {
  return updateRowById(db, projects, id, values)
}

/** An agency that is not deleted, with its kind (only builders have projects). */
export async function findCustomerKind(db: Executor, id: number) {
  const [row] = await db
    .select({ id: customers.id, kind: customers.kind })
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)))
  return row ?? null
}

/** Whether any of these agencies (all of them: 'all') is a builder that is not deleted. */
export async function hasBuilderAmong(db: Executor, scope: ProjectScope): Promise<boolean> {
  if (scope !== 'all' && !scope.length) return false
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.kind, 'builder'),
        isNull(customers.deletedAt),
        scope === 'all' ? undefined : inArray(customers.id, scope),
      ),
    )
    .limit(1)
  return !!row
}

/** The places an input names, each null when it names none or an unknown one. */
export async function findPlaces(
  db: Executor,
  ids: { departmentId: number | null; municipalityId: number | null; sectorId: number | null },
) {
  const [department] = ids.departmentId
    ? await db.select({ id: departments.id }).from(departments).where(eq(departments.id, ids.departmentId))
    : []
  const [municipality] = ids.municipalityId
    ? await db
        .select({ id: municipalities.id, departmentId: municipalities.departmentId })
        .from(municipalities)
        .where(eq(municipalities.id, ids.municipalityId))
    : []
  const [sector] = ids.sectorId
    ? await db
        .select({ id: sectors.id, municipalityId: sectors.municipalityId })
        .from(sectors)
        .where(eq(sectors.id, ids.sectorId))
    : []
  return { department: department ?? null, municipality: municipality ?? null, sector: sector ?? null }
}

/** The categories of the features named (an unknown id is left out). */
export async function findFeatureCategories(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const rows = await db
    .select({ id: features.id, category: features.category })
    .from(features)
    .where(inArray(features.id, ids))
  return new Map(rows.map((r) => [r.id, r.category]))
}

/** The builder's projects carrying these codes of its own. */
export async function findProjectsByCodes(
  db: Executor,
  customerId: number,
  codes: string[],
): Promise<Map<string, ProjectRecord>> {
  if (!codes.length) return new Map()
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.customerId, customerId), inArray(projects.code, codes)))
  return new Map(rows.map((r) => [r.code!, r]))
}

export async function listAmenityIds(db: Executor, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: projectAmenities.featureId })
    .from(projectAmenities)
    .where(eq(projectAmenities.projectId, projectId))
    .orderBy(asc(projectAmenities.featureId))
  return rows.map((r) => r.id)
}

export async function replaceAmenities(db: Executor, projectId: number, featureIds: number[]) {
  await db.delete(projectAmenities).where(eq(projectAmenities.projectId, projectId))
  if (featureIds.length)
    await db.insert(projectAmenities).values(featureIds.map((featureId) => ({ projectId, featureId })))
}

export function listUnitTypes(db: Executor, projectId: number): Promise<UnitTypeRecord[]> {
  return db
    .select()
    .from(projectUnitTypes)
    .where(eq(projectUnitTypes.projectId, projectId))
    .orderBy(asc(projectUnitTypes.position), asc(projectUnitTypes.id))
}

export async function insertUnitType(db: Executor, projectId: number, values: UnitTypeValues) {
  const [row] = await db
    .insert(projectUnitTypes)
    .values({ ...values, projectId })
    .returning()
  return row
}

export async function updateUnitType(db: Executor, id: number, values: Partial<UnitTypeValues>) {
  await db
    .update(projectUnitTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projectUnitTypes.id, id))
}

export async function deleteUnitTypes(db: Executor, ids: number[]) {
  if (ids.length) await db.delete(projectUnitTypes).where(inArray(projectUnitTypes.id, ids))
}

export async function insertUnitTypePrice(db: Executor, row: typeof projectUnitTypePrices.$inferInsert) {
  await db.insert(projectUnitTypePrices).values(row)
}

/** A project's price history, newest first (the API and the tests read it). */
export function listUnitTypePrices(db: Executor, projectId: number) {
  return db
    .select({
      unitTypeId: projectUnitTypePrices.unitTypeId,
      oldPrice: projectUnitTypePrices.oldPrice,
      newPrice: projectUnitTypePrices.newPrice,
      changedAt: projectUnitTypePrices.changedAt,
    })
    .from(projectUnitTypePrices)
    .where(eq(projectUnitTypePrices.projectId, projectId))
    .orderBy(desc(projectUnitTypePrices.changedAt), desc(projectUnitTypePrices.id))
}

export async function insertProgressUpdate(db: Executor, row: typeof projectProgressUpdates.$inferInsert) {
  const [inserted] = await db.insert(projectProgressUpdates).values(row).returning()
  return inserted
}

/** A project's progress updates, newest first. */
export function listProgressUpdates(db: Executor, projectId: number) {
  return db
    .select()
    .from(projectProgressUpdates)
    .where(eq(projectProgressUpdates.projectId, projectId))
    .orderBy(desc(projectProgressUpdates.createdAt), desc(projectProgressUpdates.id))
}

function scoped(scope: ProjectScope): SQL | undefined {
  return scope === 'all' ? undefined : inArray(projects.customerId, scope.length ? scope : [-1])
}

/** A page of the back-office list, newest changes first, with each project's lowest price from. */
export async function listProjectRows(
  db: Executor,
  f: { scope: ProjectScope; status?: ProjectStatus; q?: string; page: number; perPage: number },
) {
  const where = and(
    scoped(f.scope),
    f.status ? eq(projects.status, f.status) : undefined,
    f.q ? ilike(projects.name, `%${likeLiteral(f.q)}%`) : undefined,
  )
  const priceFrom = db
    .select({ projectId: projectUnitTypes.projectId, price: min(projectUnitTypes.priceFrom).as('price') })
    .from(projectUnitTypes)
    .groupBy(projectUnitTypes.projectId)
    .as('prices')
  const rows = db
    .select({
      id: projects.id,
      customerId: projects.customerId,
      name: projects.name,
      status: projects.status,
      statusBeforeDelete: projects.statusBeforeDelete,
      stage: projects.stage,
      deliveryYear: projects.deliveryYear,
      deliveryMonth: projects.deliveryMonth,
      progressPercent: projects.progressPercent,
      municipalityName: municipalities.displayName,
      priceFrom: sql<number | null>`${priceFrom.price}`.mapWith(Number),
      updatedAt: projects.updatedAt,
    })
    .from(projects)
    .leftJoin(municipalities, eq(municipalities.id, projects.municipalityId))
    .leftJoin(priceFrom, eq(priceFrom.projectId, projects.id))
    .where(where)
    .orderBy(desc(projects.updatedAt), desc(projects.id))
  return pageWithTotal(db, rows.$dynamic(), { table: projects, where }, f)
}
export type ProjectRow = Awaited<ReturnType<typeof listProjectRows>>['rows'][number]
