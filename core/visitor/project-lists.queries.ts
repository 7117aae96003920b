/** SQL of a visitor's two lists of projects (project_visitor_lists, migration 0030). */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { projectPubliclyVisible } from '#core/projects/project-visibility.sql'
import { projects, projectVisitorLists as lists } from '#db/schema'
import type { ProjectVisitorList } from '#db/schema/column-values'

const inList = (list: ProjectVisitorList, userId: number) => and(eq(lists.userId, userId), eq(lists.list, list))

/** The project ids of the user's list, public or not: favourites newest first, the comparison oldest first. */
export async function projectListIds(db: Executor, list: ProjectVisitorList, userId: number): Promise<number[]> {
  const order = list === 'compare' ? asc : desc
  const rows = await db
    .select({ id: lists.projectId })
    .from(lists)
    .where(inList(list, userId))
    .orderBy(order(lists.createdAt), order(lists.projectId))
  return rows.map((r) => r.id)
}

/** Adds the project to the list; false when it was there already. */
export async function insertProjectItem(db: Executor, list: ProjectVisitorList, userId: number, projectId: number) {
  const added = await db
    .insert(lists)
    .values({ userId, list, projectId })
    .onConflictDoNothing()
    .returning({ id: lists.projectId })
  return added.length > 0
}

/** Takes the project out of the list; false when it was not there. */
export async function deleteProjectItem(db: Executor, list: ProjectVisitorList, userId: number, projectId: number) {
  const rows = await db
    .delete(lists)
    .where(and(inList(list, userId), eq(lists.projectId, projectId)))
    .returning({ id: lists.projectId })
  return rows.length > 0
}

/** Drops projects no longer public from the list, so they never block the comparison's limit. */
export async function pruneProjectList(db: Executor, list: ProjectVisitorList, userId: number) {
  await db.execute(sql`delete from ${lists} where ${inList(list, userId)} and not exists (
    select 1 from ${projects} where ${projects.id} = ${lists.projectId} and ${projectPubliclyVisible})`)
}
