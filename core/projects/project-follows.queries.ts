/** The project_follows rows (migration 0027): who follows which project, and the e-mail addresses of a project's followers. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { projectFollows, projects, users } from '#db/schema'
import { selectPublicProjects } from './project-visibility.sql'

/** Follows the project (again: nothing changes). */
export async function insertProjectFollow(db: Executor, userId: number, projectId: number): Promise<void> {
  await db.insert(projectFollows).values({ userId, projectId }).onConflictDoNothing()
}

const followOf = (userId: number, projectId: number) =>
  and(eq(projectFollows.userId, userId), eq(projectFollows.projectId, projectId))

/** True when a follow was removed. */
export async function deleteProjectFollow(db: Executor, userId: number, projectId: number): Promise<boolean> {
  const gone = await db.delete(projectFollows).where(followOf(userId, projectId)).returning({ id: projectFollows.id })
  return gone.length > 0
}

export async function isFollowingProject(db: Executor, userId: number, projectId: number): Promise<boolean> {
  const [row] = await db.select({ id: projectFollows.id }).from(projectFollows).where(followOf(userId, projectId))
  return row !== undefined
}

/** The public projects a user follows, the latest followed first. */
export function listFollowedPublicProjects(db: Executor, userId: number) {
  const followed = db
    .select({ id: projectFollows.projectId })
    .from(projectFollows)
    .where(eq(projectFollows.userId, userId))
  return selectPublicProjects(db, inArray(projects.id, followed)).orderBy(desc(projects.publishedAt), desc(projects.id))
}

/** Who follows the project, with their address and language (each follow's id names its unsubscribe link). */
export function listProjectFollowers(db: Executor, projectId: number) {
  return db
    .select({ followId: projectFollows.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(projectFollows)
    .innerJoin(users, eq(users.id, projectFollows.userId))
    .where(and(eq(projectFollows.projectId, projectId), eq(users.isActive, true)))
    .orderBy(asc(projectFollows.id))
}

/** The project a follow is of, by the follow's id; null when the follow is gone. */
export async function findFollowedProjectName(db: Executor, followId: number): Promise<{ name: string } | null> {
  const [row] = await db
    .select({ name: projects.name })
    .from(projectFollows)
    .innerJoin(projects, eq(projects.id, projectFollows.projectId))
    .where(eq(projectFollows.id, followId))
  return row ?? null
}

/** Removes a follow by its id; the project's name when there was one. */
export async function deleteProjectFollowById(db: Executor, followId: number): Promise<{ name: string } | null> {
  const found = await findFollowedProjectName(db, followId)
  if (found) await db.delete(projectFollows).where(eq(projectFollows.id, followId))
  return found
}
