/** The walk over the agency's inbox (leads and visits), its API keys and the audit trail. */
import { encodeId } from '#core/shared/ids.utils'
import { weekdayAt } from './visitor.steps'
import type { Fixture, Walk } from './walk'

export function inboxWalk(f: Fixture): Walk {
  const nobody = (kind: 'lead' | 'apiKey') => encodeId(kind, 987_654)
  const leadPath = (suffix = '') => `/admin/leads/${f.kept.lead}${suffix}`
  const slot = weekdayAt(5, '11:00')
  return [
    () => ({
      op: 'GET /admin/leads',
      kind: 'valid',
      as: 'admin',
      status: 200,
      keep: (b) => (f.kept.lead = b.data.find((l: { kind: string }) => l.kind === 'visit').id),
    }),
    () => ({ op: 'GET /admin/leads', kind: 'invalid', as: 'admin', query: { status: 'perdido' }, status: 422 }),
    () => ({ op: 'GET /admin/leads/export.csv', kind: 'valid', as: 'admin', status: 200 }),
    () => ({ op: 'GET /admin/leads/export.csv', kind: 'invalid', as: 'visitor', status: 403 }),
    () => ({ op: 'GET /admin/leads/{id}', kind: 'valid', as: 'admin', path: leadPath(), status: 200 }),
    () => ({
      op: 'GET /admin/leads/{id}',
      kind: 'invalid',
      as: 'admin',
      path: `/admin/leads/${nobody('lead')}`,
      status: 404,
    }),
    () => ({
      op: 'PATCH /admin/leads/{id}',
      kind: 'valid',
      as: 'admin',
      path: leadPath(),
      json: { status: 'contacted' },
      status: 200,
    }),
    () => ({
      op: 'PATCH /admin/leads/{id}',
      kind: 'invalid',
      as: 'admin',
      path: leadPath(),
      json: { status: 'perdido' },
      status: 422,
    }),
    () => ({
      op: 'POST /admin/leads/{id}/reply',
      kind: 'valid',
      as: 'admin',
      path: leadPath('/reply'),
      json: { message: 'Con gusto le mostramos el inmueble.' },
      status: 200,
    }),
    () => ({
      op: 'POST /admin/leads/{id}/reply',
      kind: 'invalid',
      as: 'admin',
      path: leadPath('/reply'),
      json: { message: '' },
      status: 422,
    }),
    () => ({
      op: 'POST /admin/leads/{id}/visit/propose',
      kind: 'valid',
      as: 'admin',
      path: leadPath('/visit/propose'),
      json: { starts_at: slot },
      status: 200,
    }),
    () => ({
      op: 'POST /admin/leads/{id}/visit/propose',
      kind: 'invalid',
      as: 'admin',
      path: leadPath('/visit/propose'),
      json: { starts_at: 'mañana' },
      status: 422,
    }),
    () => ({
      op: 'POST /visits/{token}/accept',
      kind: 'valid',
      path: `/visits/${f.kept.visitToken}/accept`,
      json: { starts_at: slot },
      status: 200,
    }),
    () => ({
      op: 'POST /admin/leads/{id}/visit/confirm',
      kind: 'valid',
      as: 'admin',
      path: leadPath('/visit/confirm'),
      json: { starts_at: slot },
      status: 200,
    }),
    () => ({
      op: 'POST /admin/leads/{id}/visit/confirm',
      kind: 'invalid',
      as: 'analyst',
      path: leadPath('/visit/confirm'),
      json: { starts_at: slot },
      status: 403,
    }),
    () => ({
      op: 'POST /admin/leads/{id}/visit/cancel',
      kind: 'invalid',
      as: 'analyst',
      path: leadPath('/visit/cancel'),
      json: {},
      status: 403,
    }),
    () => ({
      op: 'POST /visits/{token}/cancel',
      kind: 'valid',
      path: `/visits/${f.kept.visitToken}/cancel`,
      json: { reason: 'Viajo ese día' },
      status: 200,
    }),
    () => ({
      op: 'POST /admin/leads/{id}/visit/cancel',
      kind: 'valid',
      as: 'admin',
      path: leadPath('/visit/cancel'),
      json: {},
      status: 200,
    }),

    () => ({
      op: 'POST /admin/api-keys',
      kind: 'valid',
      as: 'admin',
      json: { name: 'CRM', permissions: ['properties.read'] },
      status: 201,
      keep: (b) => (f.kept.apiKey = b.data.id),
    }),
    () => ({
      op: 'POST /admin/api-keys',
      kind: 'invalid',
      as: 'admin',
      json: { name: 'CRM', permissions: ['todo'] },
      status: 422,
    }),
    () => ({ op: 'GET /admin/api-keys', kind: 'valid', as: 'admin', status: 200 }),
    () => ({ op: 'GET /admin/api-keys', kind: 'invalid', as: 'visitor', status: 403 }),
    () => ({
      op: 'DELETE /admin/api-keys/{id}',
      kind: 'valid',
      as: 'admin',
      path: `/admin/api-keys/${f.kept.apiKey}`,
      status: 204,
    }),
    () => ({
      op: 'DELETE /admin/api-keys/{id}',
      kind: 'invalid',
      as: 'admin',
      path: `/admin/api-keys/${nobody('apiKey')}`,
      status: 404,
    }),
    () => ({ op: 'GET /admin/audit', kind: 'valid', as: 'admin', status: 200 }),
    () => ({ op: 'GET /admin/audit', kind: 'invalid', as: 'agent', status: 403 }),
  ]
}
