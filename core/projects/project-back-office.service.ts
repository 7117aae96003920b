import type { Actor } from '#core/shared'
import type { Executor } from '#db/client'
import { hasBuilderAmong } from './project-admin.queries'
import { readableProjectScope } from './project.policy'

/**
 * Whether the back-office's projects section opens for the actor: `projects.read` in a builder
 * (an agency's ContentManager holds the permission too, but an agency has no projects), or
 * portal-wide staff while some builder exists.
 */
export async function opensProjectBackOffice(db: Executor, actor: Actor | null): Promise<boolean> {
  const scope = readableProjectScope(actor)
  return hasBuilderAmong(db, scope)
}
