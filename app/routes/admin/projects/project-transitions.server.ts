/** The project status buttons (list and editor): each one's use case, and the `done` notice after it. */
import { deleteProject, publishProject, restoreProject, unpublishProject } from '#core/projects'

export const PROJECT_TRANSITIONS = {
  publish: { run: publishProject, done: 'published' },
  unpublish: { run: unpublishProject, done: 'unpublished' },
  delete: { run: deleteProject, done: 'deleted' },
  restore: { run: restoreProject, done: 'restored' },
} as const

export type ProjectTransitionIntent = keyof typeof PROJECT_TRANSITIONS

export function isProjectTransition(intent: string): intent is ProjectTransitionIntent {
  return Object.hasOwn(PROJECT_TRANSITIONS, intent)
}
