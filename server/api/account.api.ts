/**
 * /api/account: the signed-in user's own account for API clients (the web pages call the
 * same services directly): profile, photo, password, sessions and the mobile phone's confirmation.
 */
import { createRoute, z } from '@hono/zod-openapi'
import { translate } from '#i18n'
import {
  AVATAR_MAX_BYTES,
  ChangePasswordSchema,
  ProfileSchema,
  changePassword,
  getAccount,
  listMySessions,
  removePhoto,
  signOutOtherSessions,
  signOutSession,
  updatePhoto,
  updateProfile,
  AccountUserViewSchema,
  AccountSessionSchema,
  EndedSessionsAnswerSchema,
  accountSessionAnswer,
  endedSessionsAnswer,
  ConfirmPhoneSchema,
  PhoneCodeSentSchema,
  SendPhoneCodeSchema,
  confirmPhone,
  phoneCodeSentView,
  readablePhone,
  sendPhoneCode,
} from '#core/accounts'
import { AppError, validationError } from '#core/shared'
import { apiLocale, signedInApiContext, uploadForm } from '#web/api'
import { phoneCodeSmsText } from '#web/sms-texts'
import { clientIp } from './client-info'
import { createRouter } from './router'
import { dataOf, dataWithMsg, failure, jsonAnswer, jsonBody, listOf } from './schemas'

const UserSchema = AccountUserViewSchema
const MessageSchema = z.object({ message: z.string() })
const ok = <S extends z.ZodType>(schema: S, description: string) => ({
  200: jsonAnswer(schema, description),
  401: failure('Not signed in'),
  422: failure('Field errors'),
})

export const accountApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/account',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'My profile',
      responses: ok(dataOf(UserSchema), 'The profile'),
    }),
    async (c) => c.json({ data: await getAccount(await signedInApiContext(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/account',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Update my profile (names, document, birthday not after today, gender, phones)',
      request: jsonBody(ProfileSchema),
      responses: ok(dataOf(UserSchema), 'Saved'),
    }),
    async (c) => c.json({ data: await updateProfile(await signedInApiContext(c), c.req.valid('json')) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/account/photo',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Upload my profile photo (multipart field `photo`; JPG, PNG, WebP, AVIF or GIF, checked by content)',
      responses: { ...ok(dataOf(UserSchema), 'Saved'), 413: failure('Too large') },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      if (Number(c.req.header('content-length') ?? 0) > AVATAR_MAX_BYTES + 64 * 1024)
        throw new AppError('TOO_LARGE', { key: 'errors.too_large' })
      const file = (await uploadForm(c)).get('photo')
      if (!(file instanceof File) || file.size === 0) throw validationError({ photo: [{ key: 'validation.required' }] })
      return c.json({ data: await updatePhoto(ctx, new Uint8Array(await file.arrayBuffer())) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/account/photo',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Remove my profile photo',
      responses: ok(MessageSchema, 'Removed'),
    }),
    async (c) => {
      await removePhoto(await signedInApiContext(c))
      return c.json({ message: translate(apiLocale(c), 'auth.account.profile_saved') }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/account/password',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Change my password (must differ from the current one); optionally sign out the other sessions',
      description:
        'An account made through Google or Facebook has no password: it leaves `current_password` out and may set its first password only within minutes of signing in (403 otherwise).',
      request: jsonBody(ChangePasswordSchema),
      responses: {
        ...ok(EndedSessionsAnswerSchema, 'Changed'),
        403: failure('First password of an account without one: sign in again first'),
        429: failure('Too many wrong current passwords (see Retry-After)'),
      },
    }),
    async (c) => {
      const result = await changePassword(await signedInApiContext(c), c.req.valid('json'))
      return c.json(
        endedSessionsAnswer(translate(apiLocale(c), 'auth.account.password_saved'), result.endedSessions),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/account/sessions',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'My active sessions',
      responses: ok(listOf(AccountSessionSchema), 'Sessions'),
    }),
    async (c) => {
      const sessions = await listMySessions(await signedInApiContext(c))
      return c.json({ data: sessions.map(accountSessionAnswer) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/account/sessions/sign-out-others',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Sign out every session but this one',
      responses: ok(EndedSessionsAnswerSchema, 'Done'),
    }),
    async (c) => {
      const ended = await signOutOtherSessions(await signedInApiContext(c))
      return c.json(endedSessionsAnswer(translate(apiLocale(c), 'auth.account.sessions_ended'), ended), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/account/sessions/{id}',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Sign out one of my sessions',
      request: { params: z.object({ id: z.string() }) },
      responses: ok(MessageSchema, 'Done'),
    }),
    async (c) => {
      await signOutSession(await signedInApiContext(c), c.req.valid('param').id)
      return c.json({ message: translate(apiLocale(c), 'auth.account.sessions_ended') }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/account/phone',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary:
        'Send a six-digit code by SMS to my Colombian mobile (10 digits starting with 3; spaces and +57 allowed)',
      description:
        "The code expires after 10 minutes and allows 5 tries; a new code ends the earlier ones. At most 3 codes an hour per number and 10 per client address (429 with Retry-After). The account's phone changes only once a code is confirmed.",
      request: jsonBody(SendPhoneCodeSchema),
      responses: {
        ...ok(dataWithMsg(PhoneCodeSentSchema), 'Sent; `msg` is the text to show'),
        429: failure('Too many codes for this number or from this address (see Retry-After)'),
        503: failure('The SMS provider did not accept the message, or none is configured (see Retry-After)'),
      },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const sent = await sendPhoneCode(ctx, c.req.valid('json'), {
        address: clientIp(c),
        smsText: phoneCodeSmsText(ctx.locale),
      })
      const msg = translate(ctx.locale, 'auth.phone.sent', {
        phone: readablePhone(sent.phone),
        minutes: sent.expiresInMinutes,
      })
      return c.json({ data: phoneCodeSentView(sent), msg }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/account/phone/confirm',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Confirm my mobile with the code sent by SMS',
      description:
        'A wrong code, an expired one and one past its 5 tries are each a 422 on `code` with its own message; the answer is the profile with `phone` and `phone_confirmed`.',
      request: jsonBody(ConfirmPhoneSchema),
      responses: ok(dataWithMsg(UserSchema), 'Confirmed'),
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const user = await confirmPhone(ctx, c.req.valid('json'))
      return c.json({ data: user, msg: translate(ctx.locale, 'auth.phone.confirmed') }, 200)
    },
  )

accountApi.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
})
