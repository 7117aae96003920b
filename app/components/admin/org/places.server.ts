/** Department and municipality choices of the agency form. */
import { listDepartments, listMunicipalities } from '#core/places'
import { decodeId, encodeId, runtime } from '#core/shared'

export async function placeChoices(departmentPublicId: string | null | undefined) {
  const db = runtime().db
  const departmentId = decodeId('department', departmentPublicId)
  const [departments, municipalities] = await Promise.all([
    listDepartments(db),
    departmentId ? listMunicipalities(db, { departmentId }) : Promise.resolve([]),
  ])
  return {
    departments: departments.map((d) => ({ id: encodeId('department', d.id), name: d.displayName })),
    municipalities: municipalities.map((m) => ({ id: encodeId('municipality', m.id), name: m.displayName })),
  }
}
