/** The walk over the new-homes project operations: the builder's back-office and the public project. */
import { encodeId } from '#core/shared/ids.utils'
import { fileForm, type Fixture, type Walk } from './walk'

export function projectsWalk(f: Fixture): Walk {
  const nobody = encodeId('project', 987_654)
  const at = (suffix = '') => `/admin/projects/${f.kept.project}${suffix}`
  return [
    () => ({ op: 'GET /admin/projects', kind: 'valid', as: 'builder', status: 200 }),
    () => ({ op: 'GET /admin/projects', kind: 'invalid', as: 'visitor', status: 403 }),
    () => ({
      op: 'POST /admin/projects',
      kind: 'valid',
      as: 'builder',
      json: f.projectBody,
      status: 201,
      keep: (b) => {
        f.kept.project = b.data.id
        f.kept.unitType = b.data.unit_types[0].id
      },
    }),
    // An agency that is not a builder: 422 on customer_id.
    () => ({ op: 'POST /admin/projects', kind: 'invalid', as: 'agent', json: f.projectBody, status: 422 }),
    () => ({ op: 'GET /admin/projects/{id}', kind: 'valid', as: 'builder', path: at(), status: 200 }),
    // Publishing needs a photo: the gallery first.
    () => ({
      op: 'POST /admin/projects/{id}/photos',
      kind: 'valid',
      as: 'builder',
      path: at('/photos'),
      form: fileForm('photos', f.png()),
      status: 201,
      keep: (b) => (f.kept.photo = b.data.photos[0].id),
    }),
    () => ({
      op: 'POST /admin/projects/{id}/photos',
      kind: 'invalid',
      as: 'builder',
      path: at('/photos'),
      form: fileForm('photos', new Blob(['texto']), 'a.txt'),
      status: 422,
    }),
    () => ({
      op: 'PUT /admin/projects/{id}/photos/order',
      kind: 'valid',
      as: 'builder',
      path: at('/photos/order'),
      json: { photo_ids: [f.kept.photo] },
      status: 200,
    }),
    () => ({
      op: 'PUT /admin/projects/{id}/photos/order',
      kind: 'invalid',
      as: 'builder',
      path: at('/photos/order'),
      json: { photo_ids: [] },
      status: 422,
    }),
    () => ({
      op: 'POST /admin/projects/{id}/unit-types/{unitTypeId}/floor-plan',
      kind: 'valid',
      as: 'builder',
      path: at(`/unit-types/${f.kept.unitType}/floor-plan`),
      form: fileForm('floor_plan', f.png()),
      status: 200,
    }),
    () => ({
      op: 'POST /admin/projects/{id}/unit-types/{unitTypeId}/floor-plan',
      kind: 'invalid',
      as: 'agent',
      path: at(`/unit-types/${f.kept.unitType}/floor-plan`),
      form: fileForm('floor_plan', f.png()),
      status: 404,
    }),
    () => ({ op: 'GET /admin/projects/{id}', kind: 'invalid', as: 'agent', path: at(), status: 404 }),
    () => ({
      op: 'PATCH /admin/projects/{id}',
      kind: 'valid',
      as: 'builder',
      path: at(),
      json: { stage: 'en_construccion', vis: true },
      status: 200,
    }),
    () => ({
      op: 'PATCH /admin/projects/{id}',
      kind: 'invalid',
      as: 'builder',
      path: at(),
      json: { delivery_month: 13 },
      status: 422,
    }),
    () => ({
      op: 'POST /admin/projects/{id}/publish',
      kind: 'valid',
      as: 'builder',
      path: at('/publish'),
      status: 200,
    }),
    () => ({
      op: 'POST /admin/projects/{id}/publish',
      kind: 'invalid',
      as: 'builder',
      path: at('/publish'),
      status: 409,
    }),
    () => ({ op: 'GET /projects/{id}', kind: 'valid', path: `/projects/${f.kept.project}`, status: 200 }),
    () => ({ op: 'GET /projects/{id}', kind: 'invalid', path: `/projects/${nobody}`, status: 404 }),
    () => ({
      op: 'POST /admin/projects/{id}/progress',
      kind: 'valid',
      as: 'builder',
      path: at('/progress'),
      json: { percent: 40, note: 'Estructura en el piso 6' },
      status: 201,
      keep: (b) => (f.kept.progress = b.data.progress[0].id),
    }),
    () => ({
      op: 'POST /admin/projects/{id}/progress/{progressId}/photos',
      kind: 'valid',
      as: 'builder',
      path: at(`/progress/${f.kept.progress}/photos`),
      form: fileForm('photos', f.png()),
      status: 201,
      keep: (b) => (f.kept.progressPhoto = b.data.progress[0].photos[0].id),
    }),
    () => ({
      op: 'POST /admin/projects/{id}/progress/{progressId}/photos',
      kind: 'invalid',
      as: 'builder',
      path: at(`/progress/${f.kept.progress}/photos`),
      form: fileForm('photos', new Blob(['texto']), 'a.txt'),
      status: 422,
    }),
    () => ({
      op: 'DELETE /admin/projects/{id}/photos/{photoId}',
      kind: 'valid',
      as: 'builder',
      path: at(`/photos/${f.kept.progressPhoto}`),
      status: 200,
    }),
    // The published project's last gallery photo stays.
    () => ({
      op: 'DELETE /admin/projects/{id}/photos/{photoId}',
      kind: 'invalid',
      as: 'builder',
      path: at(`/photos/${f.kept.photo}`),
      status: 422,
    }),
    () => ({
      op: 'POST /admin/projects/{id}/progress',
      kind: 'invalid',
      as: 'builder',
      path: at('/progress'),
      json: { percent: 30 },
      status: 422,
    }),
    () => ({
      op: 'POST /admin/projects/{id}/unpublish',
      kind: 'valid',
      as: 'builder',
      path: at('/unpublish'),
      status: 200,
    }),
    () => ({ op: 'POST /admin/projects/{id}/unpublish', kind: 'invalid', path: at('/unpublish'), status: 401 }),
    () => ({ op: 'DELETE /admin/projects/{id}', kind: 'valid', as: 'builder', path: at(), status: 200 }),
    () => ({
      op: 'DELETE /admin/projects/{id}',
      kind: 'invalid',
      as: 'builder',
      path: `/admin/projects/${nobody}`,
      status: 404,
    }),
    () => ({
      op: 'POST /admin/projects/{id}/restore',
      kind: 'valid',
      as: 'builder',
      path: at('/restore'),
      status: 200,
    }),
    () => ({
      op: 'POST /admin/projects/{id}/restore',
      kind: 'invalid',
      as: 'builder',
      path: at('/restore'),
      status: 409,
    }),
  ]
}
