import type { Actor } from '#core/shared'
import type { Executor } from '#db/client'
import { hasBuilderAmong } from './project-admin.queries'
import { readableProjectScope } from './project.policy'

/**
 * Whether the back-office's projects section opens for the actor: `projects.read` in a builder
 * (an agency's ContentManager holds the permission too, but an agency has no projects), or
 * portal-wide staff, always: they make an agency a builder, and its projects appear there.
 */
export async function opensProjectBackOffice(db: Executor, actor: Actor | null): Promise<boolean> {
  const scope = readableProjectScope(actor)
  return scope === 'all' || hasBuilderAmong(db, scope)
}
