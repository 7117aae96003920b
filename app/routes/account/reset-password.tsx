/** /reset_password/:token?: a new password with the e-mailed single-use token. */
import { Form, Link, redirect, useNavigation } from 'react-router'
import { AuthCard, authMeta, FormNotice } from '~/components/account/auth-layout'
import { formInput } from '#web/input'
import { anonymousContext } from '#web/context'
import { type FormResult, runForm, readForm } from '#web/page'
import { Button } from '~/components/ui/button'
import { NewPasswordFields } from '~/components/account/account-fields'
import { localizePath } from '#i18n'
import { useT } from '~/lib/i18n'
import { requestMeta } from '#web/session.server'
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
          <NewPasswordFields errors={result?.errors ?? {}} />
          <Button type="submit" busy={busy} className="w-full">
            {t('auth.reset.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  )
}
