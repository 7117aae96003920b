/** The walk over a visitor's operations: the account, push, chat, comparison, favourites, searches, links, contacts and visits. */
import { bogotaIso, bogotaParts } from '#core/leads/visit-slot.rules'
import { encodeId } from '#core/shared/ids.utils'
import { PASSWORD, fileForm, type Fixture, type Walk } from './walk'

/** A weekday `days` or more ahead (Bogotá) at `time`, as the visit form sends it. */
export function weekdayAt(days: number, time: string): string {
  for (let d = days; ; d++) {
    const { day, weekday } = bogotaParts(new Date(Date.now() + d * 86_400_000))
    if (weekday <= 5) return bogotaIso(day, time)!
  }
}

export const person = { name: 'Marta Contrato', email: 'marta@example.test', phone: '3104445566', consent: true }

/**
 * `subscription`: one the local push service (tests/support/push-service.ts) accepts; `smsCode`: the
 * last code the local SMS provider (tests/support/sms-provider.ts) received for a number.
 */
export function visitorWalk(
  f: Fixture,
  subscription: { endpoint: string; keys: object },
  smsCode: (to: string) => string,
): Walk {
  const nobody = encodeId('property', 987_654)
  return [
    () => ({ op: 'GET /account', kind: 'valid', as: 'visitor', status: 200 }),
    () => ({ op: 'GET /account', kind: 'invalid', status: 401 }),
    () => ({
      op: 'PATCH /account',
      kind: 'valid',
      as: 'visitor',
      json: { first_name: 'Ana', last_name: 'Contrato', phones: ['3001112233'] },
      status: 200,
    }),
    () => ({
      op: 'PATCH /account',
      kind: 'invalid',
      as: 'visitor',
      json: { first_name: '', last_name: 'x' },
      status: 422,
    }),
    () => ({ op: 'POST /account/photo', kind: 'valid', as: 'visitor', form: fileForm('photo', f.png()), status: 200 }),
    () => ({
      op: 'POST /account/photo',
      kind: 'invalid',
      as: 'visitor',
      form: fileForm('photo', new Blob(['no soy foto']), 'a.txt'),
      status: 422,
    }),
    () => ({ op: 'DELETE /account/photo', kind: 'valid', as: 'visitor', status: 200 }),
    () => ({ op: 'DELETE /account/photo', kind: 'invalid', status: 401 }),
    () => ({
      op: 'GET /account/sessions',
      kind: 'valid',
      as: 'visitor',
      status: 200,
      keep: (b) => (f.kept.otherSession = b.data.find((s: { is_current: boolean }) => !s.is_current)?.id),
    }),
    () => ({ op: 'GET /account/sessions', kind: 'invalid', status: 401 }),
    () => ({
      op: 'DELETE /account/sessions/{id}',
      kind: 'valid',
      as: 'visitor',
      path: `/account/sessions/${f.kept.otherSession}`,
      status: 200,
    }),
    () => ({
      op: 'DELETE /account/sessions/{id}',
      kind: 'invalid',
      path: `/account/sessions/${f.kept.otherSession}`,
      status: 401,
    }),
    () => ({ op: 'POST /account/sessions/sign-out-others', kind: 'valid', as: 'visitor', status: 200 }),
    () => ({ op: 'POST /account/sessions/sign-out-others', kind: 'invalid', status: 401 }),
    () => ({ op: 'POST /account/phone', kind: 'valid', as: 'visitor', json: { phone: '300 765 4321' }, status: 200 }),
    () => ({ op: 'POST /account/phone', kind: 'invalid', as: 'visitor', json: { phone: '12345' }, status: 422 }),
    () => ({ op: 'POST /account/phone/confirm', kind: 'invalid', as: 'visitor', json: { code: '12' }, status: 422 }),
    () => ({
      op: 'POST /account/phone/confirm',
      kind: 'valid',
      as: 'visitor',
      json: { code: smsCode('+573007654321') },
      status: 200,
    }),
    () => ({
      op: 'POST /account/password',
      kind: 'invalid',
      as: 'visitor',
      json: { current_password: PASSWORD, password: 'a', password_confirmation: 'b' },
      status: 422,
    }),
    () => ({
      op: 'POST /account/password',
      kind: 'valid',
      as: 'visitor',
      json: {
        current_password: PASSWORD,
        password: 'Clave-Nueva-Itagui-31',
        password_confirmation: 'Clave-Nueva-Itagui-31',
      },
      status: 200,
    }),

    () => ({ op: 'GET /push/public-key', kind: 'valid', status: 200 }),
    () => ({ op: 'GET /push/public-key', kind: 'invalid', query: { x: '1' }, status: 200 }),
    () => ({ op: 'POST /push/subscriptions', kind: 'valid', as: 'visitor', json: subscription, status: 201 }),
    () => ({ op: 'POST /push/subscriptions', kind: 'invalid', json: { endpoint: '' }, status: 422 }),
    () => ({
      op: 'DELETE /push/subscriptions',
      kind: 'valid',
      as: 'visitor',
      json: { endpoint: subscription.endpoint },
      status: 204,
    }),
    () => ({ op: 'DELETE /push/subscriptions', kind: 'invalid', json: {}, status: 422 }),
    () => ({ op: 'GET /chat/config', kind: 'valid', status: 200 }),
    () => ({ op: 'GET /chat/config', kind: 'invalid', query: { x: '1' }, status: 200 }),
    () => ({
      op: 'POST /chat/messages',
      kind: 'valid',
      json: { name: 'Luis', contact: 'luis@example.test', message: '¿Tienen oficinas?', consent: true },
      status: 201,
    }),
    () => ({
      op: 'POST /chat/messages',
      kind: 'invalid',
      json: { name: 'Luis', contact: '', message: '', consent: false },
      status: 422,
    }),

    () => ({
      op: 'POST /wiauth/properties/compare/list',
      kind: 'valid',
      as: 'visitor',
      json: { property_id: f.listing },
      status: 200,
    }),
    () => ({
      op: 'POST /wiauth/properties/compare/list',
      kind: 'invalid',
      as: 'visitor',
      json: { property_id: nobody },
      status: 404,
    }),
    () => ({ op: 'GET /wiauth/properties/compare/list', kind: 'valid', as: 'visitor', status: 200 }),
    () => ({ op: 'GET /wiauth/properties/compare/list', kind: 'invalid', status: 401 }),
    () => ({ op: 'GET /wiauth/properties/compare/list/count', kind: 'valid', as: 'visitor', status: 200 }),
    () => ({ op: 'GET /wiauth/properties/compare/list/count', kind: 'invalid', status: 401 }),
    () => ({ op: 'GET /wiauth/properties/compare/list/menu', kind: 'valid', as: 'visitor', status: 200 }),
    () => ({ op: 'GET /wiauth/properties/compare/list/menu', kind: 'invalid', status: 401 }),
    () => ({
      op: 'POST /wiauth/properties/compare/list/merge',
      kind: 'valid',
      as: 'visitor',
      json: { property_ids: [f.elsewhere] },
      status: 200,
    }),
    () => ({
      op: 'POST /wiauth/properties/compare/list/merge',
      kind: 'invalid',
      json: { property_ids: [] },
      status: 401,
    }),
    () => ({
      op: 'DELETE /wiauth/properties/compare/list',
      kind: 'valid',
      as: 'visitor',
      query: { property_id: f.elsewhere },
      status: 200,
    }),
    () => ({
      op: 'DELETE /wiauth/properties/compare/list',
      kind: 'invalid',
      as: 'visitor',
      query: { property_id: 'x' },
      status: 422,
    }),
    () => ({ op: 'GET /wiauth/visitor/state', kind: 'valid', as: 'visitor', status: 200 }),
    () => ({ op: 'GET /wiauth/visitor/state', kind: 'invalid', status: 401 }),

    () => ({
      op: 'POST /wiauth/properties/favorites',
      kind: 'valid',
      as: 'visitor',
      json: { property_id: f.listing },
      status: 200,
    }),
    () => ({
      op: 'POST /wiauth/properties/favorites',
      kind: 'invalid',
      as: 'visitor',
      json: { property_id: nobody },
      status: 404,
    }),
    () => ({ op: 'GET /wiauth/properties/favorites', kind: 'valid', as: 'visitor', status: 200 }),
    () => ({ op: 'GET /wiauth/properties/favorites', kind: 'invalid', status: 401 }),
    () => ({
      op: 'DELETE /wiauth/properties/favorites',
      kind: 'valid',
      as: 'visitor',
      query: { property_id: f.listing },
      status: 200,
    }),
    () => ({ op: 'DELETE /wiauth/properties/favorites', kind: 'invalid', as: 'visitor', query: {}, status: 422 }),

    () => ({
      op: 'POST /wiauth/searches',
      kind: 'valid',
      as: 'visitor',
      json: { name: 'Arriendos', query: 'bedrooms=2', frequency: 'weekly' },
      status: 201,
      keep: (b) => (f.kept.search = b.data.id),
    }),
    () => ({ op: 'POST /wiauth/searches', kind: 'invalid', as: 'visitor', json: { name: '', query: '' }, status: 422 }),
    () => ({ op: 'GET /wiauth/searches', kind: 'valid', as: 'visitor', status: 200 }),
    () => ({ op: 'GET /wiauth/searches', kind: 'invalid', status: 401 }),
    () => ({
      op: 'PATCH /wiauth/searches/{id}',
      kind: 'valid',
      as: 'visitor',
      path: `/wiauth/searches/${f.kept.search}`,
      json: { frequency: 'daily' },
      status: 200,
    }),
    () => ({
      op: 'PATCH /wiauth/searches/{id}',
      kind: 'invalid',
      as: 'visitor',
      path: `/wiauth/searches/${nobody}`,
      json: { frequency: 'daily' },
      status: 404,
    }),
    () => ({
      op: 'DELETE /wiauth/searches/{id}',
      kind: 'valid',
      as: 'visitor',
      path: `/wiauth/searches/${f.kept.search}`,
      status: 200,
    }),
    () => ({
      op: 'DELETE /wiauth/searches/{id}',
      kind: 'invalid',
      as: 'visitor',
      path: `/wiauth/searches/${f.kept.search}`,
      status: 404,
    }),

    () => ({
      op: 'POST /wiauth/shortlists',
      kind: 'valid',
      as: 'visitor',
      json: { property_ids: [f.listing, f.elsewhere] },
      status: 201,
      keep: (b) => (f.kept.shortlist = b.data.token),
    }),
    () => ({ op: 'POST /wiauth/shortlists', kind: 'invalid', as: 'visitor', json: { property_ids: [] }, status: 422 }),
    () => ({ op: 'GET /wiauth/shortlists', kind: 'valid', as: 'visitor', status: 200 }),
    () => ({ op: 'GET /wiauth/shortlists', kind: 'invalid', status: 401 }),
    () => ({
      op: 'DELETE /wiauth/shortlists/{token}',
      kind: 'valid',
      as: 'visitor',
      path: `/wiauth/shortlists/${f.kept.shortlist}`,
      status: 200,
    }),
    () => ({
      op: 'DELETE /wiauth/shortlists/{token}',
      kind: 'invalid',
      as: 'visitor',
      path: `/wiauth/shortlists/${f.kept.shortlist}`,
      status: 404,
    }),

    () => ({
      op: 'POST /properties/{id}/messages',
      kind: 'valid',
      path: `/properties/${f.listing}/messages`,
      json: { ...person, message: 'Quiero visitarlo' },
      status: 201,
    }),
    () => ({
      op: 'POST /properties/{id}/messages',
      kind: 'invalid',
      path: `/properties/${f.listing}/messages`,
      json: { ...person, email: 'x', message: '' },
      status: 422,
    }),
    () => ({ op: 'POST /properties/{id}/views', kind: 'valid', path: `/properties/${f.listing}/views`, status: 204 }),
    () => ({ op: 'POST /properties/{id}/views', kind: 'invalid', path: `/properties/${nobody}/views`, status: 404 }),
    () => ({
      op: 'POST /properties/{id}/contact-clicks',
      kind: 'valid',
      path: `/properties/${f.listing}/contact-clicks`,
      json: { channel: 'whatsapp' },
      status: 204,
    }),
    () => ({
      op: 'POST /properties/{id}/contact-clicks',
      kind: 'invalid',
      path: `/properties/${f.listing}/contact-clicks`,
      json: { channel: 'fax' },
      status: 422,
    }),
    () => ({
      op: 'POST /campaign/requests',
      kind: 'valid',
      json: {
        ...person,
        operation: 'rent',
        property_type_id: f.kept.propertyType,
        municipality_id: f.kept.municipality,
      },
      status: 201,
    }),
    () => ({ op: 'POST /campaign/requests', kind: 'invalid', json: { ...person, operation: 'swap' }, status: 422 }),

    () => ({
      op: 'POST /properties/{id}/visits',
      kind: 'valid',
      as: 'visitor',
      path: `/properties/${f.listing}/visits`,
      json: { ...person, slots: [weekdayAt(3, '10:00')] },
      status: 201,
    }),
    () => ({
      op: 'POST /properties/{id}/visits',
      kind: 'invalid',
      path: `/properties/${f.listing}/visits`,
      json: { ...person, slots: ['ayer'] },
      status: 422,
    }),
    () => ({
      op: 'GET /wiauth/visits',
      kind: 'valid',
      as: 'visitor',
      status: 200,
      keep: (b) => (f.kept.visitToken = b.data[0].manage_token),
    }),
    () => ({ op: 'GET /wiauth/visits', kind: 'invalid', status: 401 }),
    () => ({ op: 'GET /visits/{token}', kind: 'valid', path: `/visits/${f.kept.visitToken}`, status: 200 }),
    () => ({
      op: 'GET /visits/{token}',
      kind: 'invalid',
      path: `/visits/${f.kept.visitToken.slice(0, -2)}zz`,
      status: 404,
    }),
    () => ({
      op: 'POST /visits/{token}/accept',
      kind: 'invalid',
      path: `/visits/${f.kept.visitToken}/accept`,
      json: {},
      status: 422,
    }),
    () => ({
      op: 'POST /visits/{token}/cancel',
      kind: 'invalid',
      path: `/visits/${f.kept.visitToken.slice(0, -2)}zz/cancel`,
      json: {},
      status: 404,
    }),
  ]
}
