/**
 * Saving a project's unit types (tipologías): the list given is the whole list. An entry with
 * the id of one of the project's unit types updates it, one without an id is added, the
 * project's others are removed. Every change of a price from is recorded in the price history
 * (project_unit_type_prices), as a listing's price changes are.
 */
import type { Executor } from '#db/client'
import { validationError } from '#core/shared'
import type { UnitTypeInput } from './project.schemas'
import {
  deleteUnitTypes,
  insertUnitType,
  insertUnitTypePrice,
  listUnitTypes,
  updateUnitType,
  type UnitTypeValues,
} from './project-admin.queries'

function valuesOf(input: UnitTypeInput, position: number): UnitTypeValues {
  return {
    name: input.name,
    builtArea: input.built_area ?? null,
    privateArea: input.private_area ?? null,
    bedrooms: input.bedrooms ?? null,
    bathrooms: input.bathrooms ?? null,
    parking: input.parking ?? null,
    priceFrom: input.price_from ?? null,
    unitsAvailable: input.units_available ?? null,
    position,
  }
}

/** Replaces the project's unit types with the list given; returns the price changes made. */
export async function saveUnitTypes(db: Executor, projectId: number, inputs: UnitTypeInput[]) {
  const existing = new Map((await listUnitTypes(db, projectId)).map((u) => [u.id, u]))
  const unknown = inputs.flatMap((input, i) => (input.id !== undefined && !existing.has(input.id) ? [i] : []))
  if (unknown.length)
    throw validationError(
      Object.fromEntries(unknown.map((i) => [`unit_types.${i}.id`, [{ key: 'projects.unit_type_unknown' as const }]])),
    )
  const kept = new Set<number>()
  const priceChanges: { unitTypeId: number; name: string; from: number | null; to: number | null }[] = []
  for (const [position, input] of inputs.entries()) {
    const values = valuesOf(input, position)
    const before = input.id === undefined ? undefined : existing.get(input.id)
    if (before) {
      kept.add(before.id)
      await updateUnitType(db, before.id, values)
      if (before.priceFrom !== values.priceFrom)
        priceChanges.push({
          unitTypeId: before.id,
          name: values.name,
          from: before.priceFrom,
          to: values.priceFrom ?? null,
        })
    } else await insertUnitType(db, projectId, values)
  }
  await deleteUnitTypes(
    db,
    [...existing.keys()].filter((id) => !kept.has(id)),
  )
  for (const change of priceChanges)
    await insertUnitTypePrice(db, {
      unitTypeId: change.unitTypeId,
      projectId,
      oldPrice: change.from,
      newPrice: change.to,
    })
  return priceChanges
}
