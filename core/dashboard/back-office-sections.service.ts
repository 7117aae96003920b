import { opensProjectBackOffice } from '#core/projects'
import type { ServiceContext } from '#core/shared'
import type { BackOfficeSection } from './back-office.constants'
import { visibleSections } from './back-office.policy'

/**
 * The sections the actor may open, in navigation order: those their permissions open, less
 * the projects section for members of agencies that are not builders (their ContentManager
 * holds `projects.read` by default, yet they have no projects).
 */
export async function listBackOfficeSections(ctx: ServiceContext): Promise<BackOfficeSection[]> {
  const sections = visibleSections(ctx.actor)
  if (!sections.includes('projects') || (await opensProjectBackOffice(ctx.db, ctx.actor))) return sections
  return sections.filter((s) => s !== 'projects')
}

/**
 * Whether the actor may open `section`: its permission, and for projects a builder among the
 * actor's agencies (the database is asked only then, not on every back-office request).
 */
export async function opensBackOfficeSection(ctx: ServiceContext, section: BackOfficeSection): Promise<boolean> {
  if (!visibleSections(ctx.actor).includes(section)) return false
  return section !== 'projects' || opensProjectBackOffice(ctx.db, ctx.actor)
}
