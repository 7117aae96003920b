/** The walk over a visitor's favourite projects and comparison of projects (project_visitor_lists), while `f.kept.project` is published. */
import type { Fixture, Walk } from './walk'

export function projectListsWalk(f: Fixture, nobody: string): Walk {
  return [
    ...(['/wiauth/projects/favorites', '/wiauth/projects/compare/list'] as const).flatMap((list): Walk => [
      () => ({ op: `POST ${list}`, kind: 'valid', as: 'visitor', json: { project_id: f.kept.project }, status: 200 }),
      () => ({ op: `POST ${list}`, kind: 'invalid', as: 'visitor', json: { project_id: nobody }, status: 404 }),
      () => ({ op: `GET ${list}`, kind: 'valid', as: 'visitor', status: 200 }),
      () => ({ op: `GET ${list}`, kind: 'invalid', status: 401 }),
      () => ({
        op: `DELETE ${list}`,
        kind: 'valid',
        as: 'visitor',
        query: { project_id: f.kept.project },
        status: 200,
      }),
      () => ({ op: `DELETE ${list}`, kind: 'invalid', as: 'visitor', query: {}, status: 422 }),
    ]),
    () => ({
      op: 'POST /wiauth/projects/compare/list/merge',
      kind: 'valid',
      as: 'visitor',
      json: { project_ids: [f.kept.project] },
      status: 200,
    }),
    () => ({ op: 'POST /wiauth/projects/compare/list/merge', kind: 'invalid', json: { project_ids: [] }, status: 401 }),
  ]
}
