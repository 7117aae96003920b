import { notFound, validationError, type ServiceContext } from '#core/shared'
import { listUnitTypes } from './project-admin.queries'
import { findPublicProject } from './project-public.queries'
import { PROJECT_NOT_FOUND_KEY } from './project.policy'
import { projectPath } from './project-url.view'

/** What a lead about a project needs of it: the builder it goes to, the page and the unit type asked about. */
export interface ProjectLeadSubject {
  id: number
  name: string
  customerId: number
  municipalityId: number | null
  builderName: string
  builderEmail: string | null
  /** The project page's path (Spanish). */
  path: string
  unitType: { id: number; name: string } | null
}

/**
 * The published project a visitor writes to or asks to visit (its sales room): 404 for a project
 * the public cannot see, 422 on `unit_type_id` for a unit type of another project.
 */
export async function getProjectLeadSubject(
  ctx: ServiceContext,
  input: { id: number | null; unitTypeId?: number | null },
): Promise<ProjectLeadSubject> {
  const found = input.id != null ? await findPublicProject(ctx.db, input.id) : null
  if (!found) throw notFound(PROJECT_NOT_FOUND_KEY)
  const { project, builder } = found
  let unitType: ProjectLeadSubject['unitType'] = null
  if (input.unitTypeId != null) {
    const found = (await listUnitTypes(ctx.db, project.id)).find((u) => u.id === input.unitTypeId)
    if (!found) throw validationError({ unit_type_id: [{ key: 'projects.unit_type_unknown' }] })
    unitType = { id: found.id, name: found.name }
  }
  return {
    id: project.id,
    name: project.name,
    customerId: project.customerId,
    municipalityId: project.municipalityId,
    builderName: builder.name,
    builderEmail: builder.email,
    path: projectPath(project),
    unitType,
  }
}
