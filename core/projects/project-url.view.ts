/**
 * The public address of a project: /proyectos/{slug}-{id} (/en/projects/… in English). The
 * slug is for people and search engines; only the id, after the last hyphen, decides what is
 * shown (an opaque id has no hyphen), so a renamed project's old address still finds it.
 */
import { decodeId, encodeId, slugify } from '#core/shared'

export function projectPath(project: { id: number; name: string }, locale: 'es-CO' | 'en' = 'es-CO'): string {
  const base = locale === 'en' ? '/en/projects' : '/proyectos'
  return `${base}/${slugify(project.name) || 'proyecto'}-${encodeId('project', project.id)}`
}

/** The opaque id in the last segment of a project address (`{slug}-{id}` or the id alone), or null. */
export function projectIdOfPath(segment: string): string | null {
  const id = segment.split('-').at(-1) ?? ''
  return /^[A-Za-z0-9]{8,24}$/.test(id) ? id : null
}

/** Whether a segment after /proyectos is a project's address (an id of kind project), not a landing's. */
export function isProjectSegment(segment: string): boolean {
  return decodeId('project', projectIdOfPath(segment)) != null
}
