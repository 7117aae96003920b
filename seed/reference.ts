/**
 * Reference data every database needs, demo or not: departments, municipalities, the
 * Valle de Aburrá sectors, property types, features, permissions and the default roles.
 * Idempotent (upserts keyed by DANE code or slug) and batched, so it runs at every boot.
 */
import { inArray, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import {
  departments,
  features,
  municipalities,
  permissions,
  propertyTypes,
  rolePermissions,
  roles,
  sectors,
} from '#db/schema'
import { DEFAULT_ROLE_PERMISSIONS, ROLE_DESCRIPTIONS } from '#core/access/default-roles.constants'
import { FEATURES } from '#core/catalog/features.constants'
import { PROPERTY_TYPES } from '#core/catalog/property-types.constants'
import { PERMISSIONS, ROLE_NAMES } from '#core/shared/actor.constants'
import { departmentRecords, municipalityRecords, sectorRecords } from './places-data'

export interface ReferenceSummary {
  departments: number
  municipalities: number
  sectors: number
  propertyTypes: number
  features: number
  roles: number
}

const excluded = (column: string) => sql.raw(`excluded.${column}`)

export async function seedReferenceData(db: Executor): Promise<ReferenceSummary> {
  const deptRows = await db
    .insert(departments)
    .values(departmentRecords())
    .onConflictDoUpdate({
      target: departments.code,
      set: { name: excluded('name'), displayName: excluded('display_name'), slug: excluded('slug') },
    })
    .returning({ id: departments.id, code: departments.code })
  const deptIds = new Map(deptRows.map((d) => [d.code, d.id]))

  const municipalityRows = await db
    .insert(municipalities)
    .values(
      municipalityRecords().map((m) => ({
        code: m.code,
        departmentId: deptIds.get(m.departmentCode)!,
        name: m.name,
        displayName: m.displayName,
        slug: m.slug,
        lat: m.lat,
        lon: m.lon,
        featuredRank: m.featuredRank,
      })),
    )
    .onConflictDoUpdate({
      target: municipalities.code,
      set: {
        departmentId: excluded('department_id'),
        name: excluded('name'),
        displayName: excluded('display_name'),
        slug: excluded('slug'),
        lat: excluded('lat'),
        lon: excluded('lon'),
        featuredRank: excluded('featured_rank'),
      },
    })
    .returning({ id: municipalities.id, code: municipalities.code })
  const municipalityIds = new Map(municipalityRows.map((m) => [m.code, m.id]))

  const sectorRows = await db
    .insert(sectors)
    .values(
      sectorRecords().map((s) => ({
        municipalityId: municipalityIds.get(s.municipalityCode)!,
        name: s.name,
        slug: s.slug,
        comuna: s.comuna,
        kind: s.kind,
        code: s.code,
        lat: s.lat,
        lon: s.lon,
      })),
    )
    .onConflictDoUpdate({
      target: [sectors.municipalityId, sectors.slug],
      set: {
        name: excluded('name'),
        comuna: excluded('comuna'),
        kind: excluded('kind'),
        code: excluded('code'),
        lat: excluded('lat'),
        lon: excluded('lon'),
      },
    })
    .returning({ id: sectors.id })

  await db
    .insert(propertyTypes)
    .values(PROPERTY_TYPES.map((t, i) => ({ ...t, position: i })))
    .onConflictDoUpdate({
      target: propertyTypes.slug,
      set: {
        nameEs: excluded('name_es'),
        nameEn: excluded('name_en'),
        pluralEs: excluded('plural_es'),
        pluralEn: excluded('plural_en'),
        position: excluded('position'),
      },
    })

  await db
    .insert(features)
    .values(FEATURES.map((f, i) => ({ ...f, position: i })))
    .onConflictDoUpdate({
      target: features.slug,
      set: {
        nameEs: excluded('name_es'),
        nameEn: excluded('name_en'),
        category: excluded('category'),
        position: excluded('position'),
      },
    })

  await seedRoles(db)

  return {
    departments: deptRows.length,
    municipalities: municipalityRows.length,
    sectors: sectorRows.length,
    propertyTypes: PROPERTY_TYPES.length,
    features: FEATURES.length,
    roles: ROLE_NAMES.length,
  }
}

/**
 * Permissions and the default roles. A role gets its default permissions only when it is
 * created, so edits made later on the roles screen survive a restart; SuperAdmin always
 * holds every permission, including ones added in a newer release.
 */
async function seedRoles(db: Executor) {
  await db
    .insert(permissions)
    .values(PERMISSIONS.map((name) => ({ name })))
    .onConflictDoNothing({ target: permissions.name })
  const created = await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name], isSystem: true })))
    .onConflictDoNothing({ target: roles.name })
    .returning({ id: roles.id, name: roles.name })
  const allRoles = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, [...ROLE_NAMES]))
  const permissionRows = await db.select({ id: permissions.id, name: permissions.name }).from(permissions)
  const permissionIds = new Map(permissionRows.map((p) => [p.name, p.id]))
  const createdNames = new Set(created.map((r) => r.name))
  const grants: Array<{ roleId: number; permissionId: number }> = []
  for (const role of allRoles) {
    const name = role.name as (typeof ROLE_NAMES)[number]
    if (name !== 'SuperAdmin' && !createdNames.has(name)) continue
    for (const p of DEFAULT_ROLE_PERMISSIONS[name])
      grants.push({ roleId: role.id, permissionId: permissionIds.get(p)! })
  }
  if (grants.length) await db.insert(rolePermissions).values(grants).onConflictDoNothing()
}
