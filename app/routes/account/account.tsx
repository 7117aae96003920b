/**
 * /user/account (signed-in only): profile (names, document, birthday, gender, phones, photo),
 * password change with the option to end the other sessions, and the active sessions with
 * "cerrar las demás sesiones". One action, one intent per form.
 */
import { data, useNavigation } from 'react-router'
import { authMeta } from '~/components/account/auth-layout'
import { echoedValues, formFields } from '#web/input'
import { type FormResult, formFailure, signedInPageContext } from '#web/page'
import { PasswordForm } from '~/components/account/password-form'
import { PhotoForm } from '~/components/account/photo-form'
import { ProfileForm } from '~/components/account/profile-form'
import { SessionsList } from '~/components/account/sessions-list'
import { translate } from '~/i18n'
import { useT } from '~/lib/i18n'
import {
  AVATAR_MAX_BYTES,
  changePassword,
  getAccount,
  listMySessions,
  removePhoto,
  signOutOtherSessions,
  signOutSession,
  updatePhoto,
  updateProfile,
} from '#core/accounts'
import { AppError } from '#core/shared/browser'
import type { Route } from './+types/account'

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = await signedInPageContext(request)
  const [user, sessions] = await Promise.all([getAccount(ctx), listMySessions(ctx)])
  return {
    user,
    sessions: sessions.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
    })),
  }
}

export async function action({ request }: Route.ActionArgs) {
  const ctx = await signedInPageContext(request)
  const { locale } = ctx
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > AVATAR_MAX_BYTES + 64 * 1024)
    return formFailure(new AppError('TOO_LARGE', { key: 'errors.too_large' }), locale, { intent: 'photo' })
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  try {
    switch (intent) {
      case 'profile': {
        const input = {
          ...formFields(form),
          phones: form.getAll('phones').filter((p): p is string => typeof p === 'string'),
        }
        await updateProfile(ctx, input)
        return { ok: true, intent, message: translate(locale, 'auth.account.profile_saved') } satisfies FormResult
      }
      case 'photo': {
        const file = form.get('photo')
        if (!(file instanceof File) || file.size === 0)
          throw new AppError('VALIDATION', { key: 'errors.form_invalid' }, { photo: [{ key: 'validation.required' }] })
        await updatePhoto(ctx, new Uint8Array(await file.arrayBuffer()))
        return { ok: true, intent, message: translate(locale, 'auth.account.photo_saved') } satisfies FormResult
      }
      case 'remove_photo':
        await removePhoto(ctx)
        return { ok: true, intent, message: translate(locale, 'auth.account.profile_saved') } satisfies FormResult
      case 'password':
        await changePassword(ctx, formFields(form))
        return { ok: true, intent, message: translate(locale, 'auth.account.password_saved') } satisfies FormResult
      case 'sign_out_others':
        await signOutOtherSessions(ctx)
        return { ok: true, intent, message: translate(locale, 'auth.account.sessions_ended') } satisfies FormResult
      case 'end_session':
        await signOutSession(ctx, String(form.get('session_id') ?? ''))
        return { ok: true, intent, message: translate(locale, 'auth.account.profile_saved') } satisfies FormResult
      default:
        return data<FormResult>({ intent, message: translate(locale, 'errors.bad_request') }, { status: 400 })
    }
  } catch (error) {
    return formFailure(error, locale, { values: echoedValues(formFields(form)), intent })
  }
}

export const meta = ({ location }: Route.MetaArgs) => authMeta(location.pathname, 'auth.account.title')

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT()
  const navigation = useNavigation()
  const result = actionData as FormResult | undefined
  const pendingIntent = navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? '') : null
  const forIntent = (intent: string) => (result?.intent === intent ? result : undefined)
  const { user, sessions } = loaderData
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
