/**
 * The project and unit type a lead is about (issue 32), as columns of any query over `leads`: the
 * builder's inbox and the visit requests read them alike, null for a listing's lead.
 */
import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { leads, projects, projectUnitTypes } from '#db/schema'

const projectColumn = (column: AnyPgColumn) =>
  sql<string | null>`(select ${column} from ${projects} where ${projects.id} = ${leads.projectId})`

export const leadProjectColumns = {
  projectId: leads.projectId,
  projectName: projectColumn(projects.name),
  salesRoomAddress: projectColumn(projects.salesRoomAddress),
  salesRoomHours: projectColumn(projects.salesRoomHours),
  unitTypeId: leads.unitTypeId,
  unitTypeName: sql<
    string | null
  >`(select ${projectUnitTypes.name} from ${projectUnitTypes} where ${projectUnitTypes.id} = ${leads.unitTypeId})`,
}
