/**
 * /user/account (signed-in only): profile (names, document, birthday, gender, phones, photo),
 * the mobile phone confirmed by an SMS code, password change with the option to end the other
 * sessions, and the active sessions with "cerrar las demás sesiones". One action, one intent per form.
 */
import { useNavigation } from 'react-router'
import { authMeta } from '~/components/account/auth-layout'
import { echoedValues, formFields, formFile, formInput, formString } from '#web/input'
import type { SignedInContext } from '#web/context'
import { requestMeta } from '#web/session.server'
import { phoneCodeSmsText } from '#web/sms-texts'
import { type FormResult, type IntentForm, formFailure, runIntent, signedInPageContext, readForm } from '#web/page'
import { PasswordForm } from '~/components/account/password-form'
import { PhoneForm } from '~/components/account/phone-form'
import { PhotoForm } from '~/components/account/photo-form'
import { ProfileForm } from '~/components/account/profile-form'
import { SessionsList } from '~/components/account/sessions-list'
import { useT } from '~/lib/i18n'
import {
  AVATAR_MAX_BYTES,
  ChangePasswordSchema,
  ConfirmPhoneSchema,
  PHONE_CODE_TTL_MINUTES,
  ProfileSchema,
  SendPhoneCodeSchema,
  changePassword,
  confirmPhone,
  findPendingPhone,
  getAccount,
  listMySessions,
  removePhoto,
  sendPhoneCode,
  signOutOtherSessions,
  signOutSession,
  updatePhoto,
  updateProfile,
} from '#core/accounts'
import { AppError, validationError } from '#core/shared/browser'
import type { Route } from './+types/account'

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = await signedInPageContext(request)
  const [user, sessions, pending] = await Promise.all([getAccount(ctx), listMySessions(ctx), findPendingPhone(ctx)])
  return {
    user,
    pendingPhone: pending?.phone ?? null,
    sessions: sessions.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
    })),
  }
}

/** An SMS the provider did not take (the API's 503) is told at the number, where the person tries again. */
function notSentAtTheNumber(error: unknown): never {
  if (error instanceof AppError && error.messageRef.key === 'auth.phone.errors.not_sent')
    throw validationError({ phone: [error.messageRef] })
  throw error
}

/** Each form of the page (its `intent`): its use case, and the message its success shows. */
const INTENTS: Record<string, IntentForm<[SignedInContext, FormData, string]>> = {
  profile: {
    run: (ctx, form) => updateProfile(ctx, formInput(ProfileSchema, form, ['phones'])),
    saved: 'auth.account.profile_saved',
  },
  photo: {
    run: async (ctx, form) => {
      const photo = await formFile(form, 'photo')
      if (!photo) throw validationError({ photo: [{ key: 'validation.required' }] })
      await updatePhoto(ctx, photo)
    },
    saved: 'auth.account.photo_saved',
  },
  remove_photo: { run: (ctx) => removePhoto(ctx), saved: 'auth.account.profile_saved' },
  phone_send: {
    run: (ctx, form, address) =>
      sendPhoneCode(ctx, formInput(SendPhoneCodeSchema, form), {
        address,
        smsText: phoneCodeSmsText(ctx.locale),
      }).catch(notSentAtTheNumber),
    saved: 'auth.phone.code_sent',
    savedParams: { minutes: PHONE_CODE_TTL_MINUTES },
  },
  phone_confirm: {
    run: (ctx, form) => confirmPhone(ctx, formInput(ConfirmPhoneSchema, form)),
    saved: 'auth.phone.confirmed',
  },
  password: {
    run: (ctx, form) => changePassword(ctx, formInput(ChangePasswordSchema, form)),
    saved: 'auth.account.password_saved',
  },
  sign_out_others: { run: (ctx) => signOutOtherSessions(ctx), saved: 'auth.account.sessions_ended' },
  end_session: {
    run: (ctx, form) => signOutSession(ctx, formString(form, 'session_id')),
    saved: 'auth.account.profile_saved',
  },
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = await signedInPageContext(request)
  const { locale } = ctx
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > AVATAR_MAX_BYTES + 64 * 1024)
    return formFailure(new AppError('TOO_LARGE', { key: 'errors.too_large' }), locale, { intent: 'photo' })
  const form = await readForm(request)
  const intent = formString(form, 'intent')
  const address = requestMeta(request, context).ip ?? 'unknown'
  // A code typed is not echoed back: only the number is.
  const { code: _code, ...values } = echoedValues(formFields(form))
  return runIntent(locale, intent, INTENTS, [ctx, form, address], { values, intent })
}

export const meta = ({ location }: Route.MetaArgs) => authMeta(location.pathname, 'auth.account.title')

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT()
  const navigation = useNavigation()
  const result = actionData as FormResult | undefined
  const pendingIntent = navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? '') : null
  const forIntent = (intent: string) => (result?.intent === intent ? result : undefined)
  const { user, sessions, pendingPhone } = loaderData
  return (
    <div className="bg-brand-50/60 px-4 py-8 sm:py-12">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <h1 className="text-3xl font-black text-ink-900">{t('auth.account.title')}</h1>
        <PhotoForm
          user={user}
          result={forIntent('photo') ?? forIntent('remove_photo')}
          busy={pendingIntent === 'photo'}
        />
        <ProfileForm user={user} result={forIntent('profile')} busy={pendingIntent === 'profile'} />
        <PhoneForm
          user={user}
          pendingPhone={pendingPhone}
          sendResult={forIntent('phone_send')}
          confirmResult={forIntent('phone_confirm')}
          busy={pendingIntent === 'phone_send' || pendingIntent === 'phone_confirm' ? pendingIntent : null}
        />
        <PasswordForm
          hasPassword={user.has_password}
          result={forIntent('password')}
          busy={pendingIntent === 'password'}
        />
        <SessionsList
          sessions={sessions}
          result={forIntent('sign_out_others') ?? forIntent('end_session')}
          busy={pendingIntent === 'sign_out_others'}
        />
      </div>
    </div>
  )
}
