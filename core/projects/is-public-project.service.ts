import type { Executor } from '#db/client'
import { findPublicProject } from './project-public.queries'

/** Whether the public may see the project (published, not deleted, an active builder): its statistics count only then. */
export async function isPublicProject(db: Executor, id: number): Promise<boolean> {
  return (await findPublicProject(db, id)) != null
}
