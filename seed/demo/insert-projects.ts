/**
 * Writes the planned demo projects (projects.ts) for the demo builders: the projects, their
 * unit types with floor plans, amenities, progress updates with their photos, and gallery
 * photos from the drawn pool. A few multi-row statements per 1,000 projects, so 40 projects
 * add a fraction of a second to the seed and 50,000 (the search benchmark's) stay within the
 * query builder's limits.
 */
import type { Executor } from '#db/client'
import { projectAmenities, projectPhotos, projectProgressUpdates, projectUnitTypes, projects } from '#db/schema'
import { PLAN_SIZE } from './floor-plans'
import type { Lookups } from './insert-agencies'
import { POOL_PHOTO_SIZE } from './photo-pool'
import type { DemoProject } from './projects'

export interface ProjectTotals {
  projects: number
  published: number
  unitTypes: number
  photos: number
}

const monthsBefore = (now: Date, months: number, day = 10) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day, 15))

const poolPhoto = (key: string) => ({
  storageKey: key,
  width: POOL_PHOTO_SIZE.width,
  height: POOL_PHOTO_SIZE.height,
  widths: POOL_PHOTO_SIZE.widths,
})

const CHUNK = 1000

export async function insertProjects(
  db: Executor,
  plans: DemoProject[],
  lookups: Lookups,
  builderIds: number[],
  now: Date,
): Promise<ProjectTotals> {
  const totals: ProjectTotals = { projects: 0, published: 0, unitTypes: 0, photos: 0 }
  const place = { lookups, builderIds, now }
  for (let i = 0; i < plans.length; i += CHUNK) {
    const chunk = await insertChunk(db, plans.slice(i, i + CHUNK), place)
    for (const key of Object.keys(totals) as (keyof ProjectTotals)[]) totals[key] += chunk[key]
  }
  return totals
}

async function insertChunk(
  db: Executor,
  plans: DemoProject[],
  { lookups, builderIds, now }: { lookups: Lookups; builderIds: number[]; now: Date },
): Promise<ProjectTotals> {
  if (!plans.length) return { projects: 0, published: 0, unitTypes: 0, photos: 0 }
  const rows = await db
    .insert(projects)
    .values(
      plans.map((p) => {
        const place = lookups.municipalities.get(p.municipalityCode)!
        const published = p.status === 'published' ? monthsBefore(now, p.publishedMonthsAgo, 3) : null
        return {
          customerId: builderIds[p.builderIndex],
          status: p.status,
          name: p.name,
          description: p.description,
          departmentId: place.departmentId,
          municipalityId: place.id,
          sectorId: p.sectorSlug ? (lookups.sectors.get(`${p.municipalityCode}/${p.sectorSlug}`) ?? null) : null,
          salesRoomAddress: p.salesRoom.address,
          salesRoomHours: p.salesRoom.hours,
          salesRoomPhone: p.salesRoom.phone,
          lat: p.lat,
          lon: p.lon,
          stage: p.stage,
          deliveryYear: p.deliveryYear,
          deliveryMonth: p.deliveryMonth,
          progressPercent: p.progressPercent,
          stratum: p.stratum,
          vis: p.vis,
          vip: p.vip,
          publishedAt: published,
          createdAt: monthsBefore(now, p.publishedMonthsAgo + 1),
          updatedAt: published ?? now,
        }
      }),
    )
    .returning({ id: projects.id })
  const ids = rows.map((r) => r.id)
  const unitTypes = plans.flatMap((p, i) =>
    p.unitTypes.map((u, position) => ({
      projectId: ids[i],
      position,
      name: u.name,
      builtArea: u.builtArea,
      privateArea: u.privateArea,
      bedrooms: u.bedrooms,
      bathrooms: u.bathrooms,
      parking: u.parking,
      priceFrom: u.priceFrom,
      unitsAvailable: u.unitsAvailable,
      floorPlanPath: u.floorPlanKey,
      floorPlanWidths: PLAN_SIZE.widths,
    })),
  )
  await db.insert(projectUnitTypes).values(unitTypes)
  const amenities = plans.flatMap((p, i) =>
    p.amenities.flatMap((slug) => {
      const featureId = lookups.features.get(slug)
      return featureId ? [{ projectId: ids[i], featureId }] : []
    }),
  )
  if (amenities.length) await db.insert(projectAmenities).values(amenities)
  const progress = plans.flatMap((p, i) => p.progress.map((u) => ({ plan: u, projectId: ids[i] })))
  const updates = await db
    .insert(projectProgressUpdates)
    .values(
      progress.map(({ plan, projectId }) => ({
        projectId,
        percent: plan.percent,
        note: plan.note,
        createdAt: monthsBefore(now, plan.monthsAgo, 20),
      })),
    )
    .returning({ id: projectProgressUpdates.id })
  const photos = [
    ...plans.flatMap((p, i) =>
      p.photoKeys.map((key, position) => ({ projectId: ids[i], position, ...poolPhoto(key) })),
    ),
    ...progress.flatMap(({ plan, projectId }, i) =>
      plan.photoKey ? [{ projectId, progressUpdateId: updates[i].id, position: 0, ...poolPhoto(plan.photoKey) }] : [],
    ),
  ]
  await db.insert(projectPhotos).values(photos)
  return {
    projects: ids.length,
    published: plans.filter((p) => p.status === 'published').length,
    unitTypes: unitTypes.length,
    photos: photos.length,
  }
}
