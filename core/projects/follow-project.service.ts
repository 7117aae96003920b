/**
 * Following a project (issue 32 point 4, ADR 0029): a signed-in visitor follows a published
 * project and is e-mailed, through the outbox, each progress update, price drop of a unit type
 * and change of stage. The e-mails are queued by the change's own transaction
 * (`notifyProjectFollowers`), so each reaches each follower once; their link stops following
 * without signing in (a signed token naming the follow).
 */
import { readRecordLinkToken, recordLinkToken } from '#core/accounts'
import { enqueue } from '#core/notifications'
import type { Executor } from '#db/client'
import { encodeId, notFound, runtime, siteOrigin, unauthenticated, type ServiceContext } from '#core/shared'
import { findPublicProject } from './project-public.queries'
import {
  deleteProjectFollow,
  deleteProjectFollowById,
  findFollowedProjectName,
  insertProjectFollow,
  isFollowingProject,
  listFollowedPublicProjects,
  listProjectFollowers,
} from './project-follows.queries'
import { projectFollowEmail, type ProjectFollowEvent } from './project-follow-mail.view'
import { PROJECT_NOT_FOUND_KEY } from './project.policy'
import { projectPath } from './project-url.view'

export type { ProjectFollowEvent }

function userOf(ctx: ServiceContext): number {
  if (!ctx.actor) throw unauthenticated()
  return ctx.actor.userId
}

/** Follows a published project (again: unchanged); 404 for any other. */
export async function followProject(ctx: ServiceContext, projectId: number): Promise<{ following: true }> {
  const userId = userOf(ctx)
  if (!(await findPublicProject(ctx.db, projectId))) throw notFound(PROJECT_NOT_FOUND_KEY)
  await insertProjectFollow(ctx.db, userId, projectId)
  return { following: true }
}

/** Stops following; 404 when the visitor did not follow it. */
export async function unfollowProject(ctx: ServiceContext, projectId: number): Promise<{ following: false }> {
  if (!(await deleteProjectFollow(ctx.db, userOf(ctx), projectId))) throw notFound(PROJECT_NOT_FOUND_KEY)
  return { following: false }
}

/** Whether the visitor follows a published project; 404 for any other. */
export async function projectFollowState(ctx: ServiceContext, projectId: number): Promise<{ following: boolean }> {
  const userId = userOf(ctx)
  if (!(await findPublicProject(ctx.db, projectId))) throw notFound(PROJECT_NOT_FOUND_KEY)
  return { following: await isFollowingProject(ctx.db, userId, projectId) }
}

export interface FollowedProjectView {
  id: string
  name: string
  url: string
  stage: string
  progress_percent: number
  municipality: string | null
  sector: string | null
}

/** The published projects the visitor follows, for their panel. */
export async function listFollowedProjects(ctx: ServiceContext): Promise<FollowedProjectView[]> {
  const rows = await listFollowedPublicProjects(ctx.db, userOf(ctx))
  return rows.map(({ project: p, municipalityName, sectorName }) => ({
    id: encodeId('project', p.id),
    name: p.name,
    url: projectPath(p, ctx.locale),
    stage: p.stage,
    progress_percent: p.progressPercent,
    municipality: municipalityName,
    sector: sectorName,
  }))
}

// ── the followers' e-mails ─────────────────────────────────────────────────────

const UNFOLLOW = 'project-follow-unsubscribe'

/**
 * Queues, in the caller's transaction, one e-mail per follower of the project telling `events`
 * (nothing when there are none or the project is not public: a draft's changes are nobody's news).
 */
export async function notifyProjectFollowers(
  tx: Executor,
  project: { id: number; name: string; status: string },
  events: ProjectFollowEvent[],
): Promise<number> {
  if (events.length === 0 || project.status !== 'published' || !(await findPublicProject(tx, project.id))) return 0
  const followers = await listProjectFollowers(tx, project.id)
  const base = siteOrigin()
  for (const f of followers) {
    const locale = f.locale === 'en' ? 'en' : 'es-CO'
    const prefix = locale === 'en' ? '/en' : ''
    const token = recordLinkToken('projectFollow', UNFOLLOW, f.followId)
    const mail = projectFollowEmail({
      locale,
      brand: runtime().env.BRAND_NAME,
      name: f.firstName,
      project: project.name,
      events,
      projectUrl: base + projectPath(project, locale),
      unsubscribeUrl: `${base}${prefix}/user/panel/unsubscribe?token=${encodeURIComponent(token)}`,
    })
    await enqueue(tx, 'email', {
      template: 'project-follow',
      to: f.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      projectFollowId: f.followId,
      projectId: project.id,
      events: events.map((e) => e.kind),
    })
  }
  return followers.length
}

/** What `act` answers for the follow an unfollow link names; null when the token is bad. */
function withUnfollowToken<T>(token: string | null | undefined, act: (followId: number) => Promise<T | null>) {
  const id = readRecordLinkToken('projectFollow', UNFOLLOW, token)
  return id == null ? Promise.resolve(null) : act(id)
}

/** The project an unfollow link names, without changing anything (the link's page asks first). */
export function findFollowToUnsubscribe(ctx: ServiceContext, token: string | null | undefined) {
  return withUnfollowToken(token, (id) => findFollowedProjectName(ctx.db, id))
}

/** Stops the follow an unfollow link names; null when the token is bad or the follow gone. */
export function unsubscribeProjectFollow(ctx: ServiceContext, token: string | null | undefined) {
  return withUnfollowToken(token, (id) => deleteProjectFollowById(ctx.db, id))
}
