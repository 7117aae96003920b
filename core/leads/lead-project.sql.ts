/**
 * The project and unit type a lead is about (issue 32), as columns of any query over `leads`: the
 * builder's inbox and the visit requests read them alike, null for a listing's lead.
 */
import { sql } from 'drizzle-orm'
import { leads, projects, projectUnitTypes } from '#db/schema'

export const leadProjectColumns = {
  projectId: leads.projectId,
  projectName: sql<string | null>`(select ${projects.name} from ${projects} where ${projects.id} = ${leads.projectId})`,
  unitTypeId: leads.unitTypeId,
  unitTypeName: sql<
    string | null
  >`(select ${projectUnitTypes.name} from ${projectUnitTypes} where ${projectUnitTypes.id} = ${leads.unitTypeId})`,
}
