/** /reset_password/:token?: a new password with the e-mailed single-use token. */
import { Form, Link, redirect, useNavigation } from 'react-router'
import { AuthCard, authMeta, FormNotice } from '~/components/account/auth-layout'
import { formInput } from '#web/input'
import { anonymousContext } from '#web/context'
import { type FormResult, runForm, readForm } from '#web/page'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { localizePath } from '#i18n'
import { useT } from '~/lib/i18n'
import { requestMeta } from '#web/session.server'
import { PASSWORD_MAX } from '#core/accounts/browser'
import { isResetTokenUsable, ResetPasswordSchema, resetPassword } from '#core/accounts'
import type { Route } from './+types/reset-password'
import { pageLocale } from '#web/page-address'

export async function loader({ request, params }: Route.LoaderArgs) {
  const token = params.token ?? ''
  return { token, usable: token ? await isResetTokenUsable(anonymousContext(pageLocale(request)), token) : false }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = pageLocale(request)
  const form = await readForm(request)
  // The token is the one in the path, whatever the form sends.
  form.set('token', params.token ?? '')
  return runForm(
    locale,
    () => resetPassword(anonymousContext(locale), formInput(ResetPasswordSchema, form), requestMeta(request, context)),
    () => redirect(`${localizePath('/login', locale)}?done=reset`),
  )
}

export const meta = ({ location }: Route.MetaArgs) => [
  ...authMeta(location.pathname, 'auth.reset.title'),
  { name: 'referrer', content: 'no-referrer' },
]

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT()
  const busy = useNavigation().state === 'submitting'
  const result = actionData as FormResult | undefined
  const invalid = !loaderData.usable || !!result?.errors?.token
  return (
    <AuthCard title={t('auth.reset.title')}>
      {invalid ? (
        <>
          <FormNotice tone="error">{t('auth.errors.reset_invalid')}</FormNotice>
          <Link to={href('/forgot_password')} className="font-bold underline">
            {t('auth.reset.ask_again')}
          </Link>
        </>
      ) : (
        <Form method="post" className="flex flex-col gap-4" noValidate>
          {result?.message && !result.errors?.password && !result.errors?.password_confirmation && (
            <FormNotice tone="error">{result.message}</FormNotice>
          )}
          <TextField
            label={t('auth.fields.new_password')}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
            hint={t('auth.fields.password_hint')}
            error={result?.errors?.password}
          />
          <TextField
            label={t('auth.fields.password_confirmation')}
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
            error={result?.errors?.password_confirmation}
          />
          <Button type="submit" busy={busy} className="w-full">
            {t('auth.reset.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  )
}
