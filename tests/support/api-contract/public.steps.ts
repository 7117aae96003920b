/** The walk over the public operations: health, sign-up and sign-in, the catalogues, search and a listing. */
import { processOutbox } from '#core/notifications/outbox.service'
import { encodeId } from '#core/shared/ids.utils'
import { PASSWORD, type Fixture, type Walk } from './walk'

const NEW_PASSWORD = 'Otra-Clave-Sabaneta-77'

export function publicWalk(f: Fixture): Walk {
  const email = `contrato-${Date.now().toString(36)}@example.test`
  const visitorEmail = f.people.visitor.email
  const signUp = {
    first_name: 'Nora',
    last_name: 'Contrato',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    consent: true,
  }
  const medellin = () => f.kept.municipality
  return [
    () => ({ op: 'GET /health', kind: 'valid', status: 200 }),
    () => ({ op: 'GET /health', kind: 'invalid', query: { x: '1' }, status: 200 }),

    () => ({
      op: 'POST /auth/register',
      kind: 'valid',
      json: signUp,
      status: 201,
      keep: async () => (f.kept.confirmCode = await f.mailedCode('/confirm_email/')),
    }),
    () => ({ op: 'POST /auth/register', kind: 'invalid', json: { ...signUp, consent: false }, status: 422 }),
    () => ({ op: 'POST /auth/confirm-email/resend', kind: 'valid', json: { email }, status: 200 }),
    () => ({ op: 'POST /auth/confirm-email/resend', kind: 'invalid', json: { email: 'no-es-correo' }, status: 422 }),
    () => ({ op: 'POST /auth/confirm-email', kind: 'invalid', json: { code: 'no-such-code' }, status: 422 }),
    () => ({ op: 'POST /auth/confirm-email', kind: 'valid', json: { code: f.kept.confirmCode }, status: 200 }),
    () => ({
      op: 'POST /auth/login',
      kind: 'valid',
      json: { email: visitorEmail, password: PASSWORD },
      status: 200,
      keep: (body) => (f.kept.refreshToken = body.refresh_token),
    }),
    () => ({ op: 'POST /auth/login', kind: 'invalid', json: { email: visitorEmail, password: 'mal' }, status: 401 }),
    () => ({ op: 'GET /auth/user', kind: 'valid', as: 'visitor', status: 200 }),
    () => ({ op: 'GET /auth/user', kind: 'invalid', status: 401 }),
    () => ({
      op: 'POST /auth/token/refresh',
      kind: 'valid',
      json: { refresh_token: f.kept.refreshToken },
      status: 200,
    }),
    () => ({ op: 'POST /auth/token/refresh', kind: 'invalid', json: { refresh_token: 'gastado' }, status: 401 }),
    () => ({ op: 'POST /auth/logout', kind: 'valid', json: {}, status: 200 }),
    () => ({ op: 'POST /auth/logout', kind: 'invalid', json: { refresh_token: 'nada' }, status: 200 }),
    () => ({
      op: 'POST /auth/password/forgot',
      kind: 'valid',
      json: { email },
      status: 200,
      keep: async () => {
        await processOutbox(f.app.db) // the link is made by the outbox, as the answer does not say whether the account exists
        f.kept.resetToken = await f.mailedCode('/reset_password/')
      },
    }),
    () => ({ op: 'POST /auth/password/forgot', kind: 'invalid', json: {}, status: 422 }),
    () => ({
      op: 'POST /auth/password/reset',
      kind: 'invalid',
      json: { token: 'x', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      status: 422,
    }),
    () => ({
      op: 'POST /auth/password/reset',
      kind: 'valid',
      json: { token: f.kept.resetToken, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      status: 200,
    }),
    () => ({ op: 'GET /auth/{provider}/redirect', kind: 'valid', path: '/auth/google/redirect', status: 302 }),
    () => ({ op: 'GET /auth/{provider}/redirect', kind: 'invalid', path: '/auth/myspace/redirect', status: 422 }),
    () => ({ op: 'GET /auth/{provider}/redirect', kind: 'invalid', path: '/auth/facebook/redirect', status: 404 }),
    () => ({
      op: 'GET /auth/{provider}/callback',
      kind: 'valid',
      path: '/auth/google/callback',
      query: { error: 'access_denied' },
      status: 302,
    }),
    () => ({
      op: 'GET /auth/{provider}/callback',
      kind: 'invalid',
      path: '/auth/google/callback',
      query: { code: 'x', state: 'y' },
      status: 302,
    }),

    () => ({
      op: 'POST /contact/customers/catchment',
      kind: 'valid',
      json: { name: 'Inmobiliaria Nueva', email: 'nueva@inmo.test', phone: '3001234567' },
      status: 200,
    }),
    () => ({ op: 'POST /contact/customers/catchment', kind: 'invalid', json: { name: '' }, status: 422 }),

    () => ({
      op: 'GET /places/departments',
      kind: 'valid',
      status: 200,
      keep: (b) => (f.kept.department = b.data.find((d: { name: string }) => d.name === 'Antioquia').id),
    }),
    () => ({ op: 'GET /places/departments', kind: 'invalid', query: { department_id: 'x' }, status: 200 }),
    () => ({
      op: 'GET /places/municipalities',
      kind: 'valid',
      query: { department_id: f.kept.department },
      status: 200,
      keep: (b) => (f.kept.municipality = b.data.find((m: { name: string }) => m.name.startsWith('Medell')).id),
    }),
    () => ({ op: 'GET /places/municipalities', kind: 'invalid', query: { department_id: 'zzzzzzzzz' }, status: 422 }),
    () => ({ op: 'GET /places/sectors', kind: 'valid', query: { municipality_id: medellin() }, status: 200 }),
    () => ({ op: 'GET /places/sectors', kind: 'invalid', status: 422 }),
    () => ({ op: 'GET /places/suggest', kind: 'valid', query: { q: 'Laure' }, status: 200 }),
    () => ({ op: 'GET /places/suggest', kind: 'invalid', query: { q: 'x'.repeat(500) }, status: 422 }),
    () => ({ op: 'GET /mortgage/quote', kind: 'valid', query: { price: '300000000' }, status: 200 }),
    () => ({ op: 'GET /mortgage/quote', kind: 'invalid', query: { price: 'mucho', years: '90' }, status: 422 }),
    () => ({
      op: 'GET /property-types',
      kind: 'valid',
      status: 200,
      keep: (b) => (f.kept.propertyType = b.data[0].id),
    }),
    () => ({ op: 'GET /property-types', kind: 'invalid', query: { page: 'x' }, status: 200 }),
    () => ({ op: 'GET /features', kind: 'valid', status: 200 }),
    () => ({ op: 'GET /features', kind: 'invalid', query: { page: 'x' }, status: 200 }),

    () => ({
      op: 'GET /properties/search',
      kind: 'valid',
      query: { municipality_id: medellin(), sort: 'price_asc' },
      status: 200,
    }),
    () => ({ op: 'GET /properties/search', kind: 'invalid', query: { municipality_id: 'nope' }, status: 422 }),
    () => ({ op: 'GET /properties/search/map', kind: 'valid', query: { municipality_id: medellin() }, status: 200 }),
    () => ({ op: 'GET /properties/search/map', kind: 'invalid', query: { bedrooms: '-4' }, status: 422 }),
    () => ({
      op: 'GET /search/municipalities',
      kind: 'valid',
      query: { department_id: f.kept.department },
      status: 200,
    }),
    () => ({ op: 'GET /search/municipalities', kind: 'invalid', query: { department_id: 'nope' }, status: 422 }),
    () => ({ op: 'GET /properties/{id}', kind: 'valid', path: `/properties/${f.listing}`, status: 200 }),
    () => ({ op: 'GET /properties/{id}', kind: 'invalid', path: `/properties/${f.draft}`, status: 404 }),
    () => ({
      op: 'GET /properties/{id}',
      kind: 'invalid',
      path: `/properties/${encodeId('customer', 1)}`,
      status: 404,
    }),
  ]
}
