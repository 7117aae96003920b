/**
 * /sign_up: a local account; the confirmation e-mail goes out through the outbox. What the
 * sign-in was continuing (the page to return to, a heart pressed: `redirect`, `intent`) rides
 * on in the form, the confirmation link and the links to /login.
 */
import { Form, Link, useNavigation } from 'react-router'
import { AuthCard, authMeta, FormNotice } from '~/components/account/auth-layout'
import { OAuthButtons } from '~/components/account/oauth-buttons'
import { formInput } from '#web/input'
import type { FormResult } from '#web/page'
import { guestFormAction } from '~/lib/guest-form.server'
import { Button } from '~/components/ui/button'
import { ContinuationInputs, NameFields, NewPasswordFields } from '~/components/account/account-fields'
import { EmailField } from '~/components/account/email-field'
import { ConsentCheckbox } from '~/components/visitor/contact-fields'
import { useT } from '~/lib/i18n'
import { continuationOrClean, requireGuest } from '#web/session.server'
import { enabledProviders, RegisterSchema, registerAccount } from '#core/accounts'
import { continuationQuery } from '#core/accounts/browser'
import { signInContinuation } from '#web/sign-in-intent'
import type { Route } from './+types/sign-up'

export async function loader({ request }: Route.LoaderArgs) {
  await requireGuest(request)
  return { providers: enabledProviders(), ...continuationOrClean(request) }
}

export function action(args: Route.ActionArgs) {
  return guestFormAction(
    args,
    (ctx, form, meta) => registerAccount(ctx, formInput(RegisterSchema, form), meta, signInContinuation(form)),
    (user) => ({ ok: true, values: { email: user.email } }),
  )
}

export const meta = ({ location }: Route.MetaArgs) => authMeta(location.pathname, 'auth.register.title')

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT()
  const busy = useNavigation().state === 'submitting'
  const result = actionData as FormResult | undefined
  const loginHref = href('/login') + continuationQuery(loaderData)
  if (result?.ok) {
    return (
      <AuthCard title={t('auth.register.check_mail_title')}>
        <FormNotice tone="success">{t('auth.register.done')}</FormNotice>
        <p className="text-ink-900">
          <strong>{result.values?.email}</strong>
        </p>
        <p className="mt-6 text-sm">
          <Link to={loginHref} className="font-bold underline">
            {t('auth.confirm.go_login')}
          </Link>
        </p>
      </AuthCard>
    )
  }
  const v = result?.values ?? {}
  const e = result?.errors ?? {}
  return (
    <AuthCard
      title={t('auth.register.title')}
      intro={t('auth.register.intro')}
      footer={
        <p>
          {t('auth.register.have_account')}{' '}
          <Link to={loginHref} className="font-bold underline">
            {t('auth.register.login')}
          </Link>
        </p>
      }
    >
      {result?.message && <FormNotice tone="error">{result.message}</FormNotice>}
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <ContinuationInputs redirect={loaderData.redirect} intent={loaderData.intent} />
        <div className="grid gap-4 sm:grid-cols-2">
          <NameFields values={v} errors={e} />
        </div>
        <EmailField defaultValue={v.email} error={e.email} />
        <NewPasswordFields isNew={false} errors={e} />
        <ConsentCheckbox error={e.consent} />
        <Button type="submit" busy={busy} busyLabel={t('auth.register.submitting')} className="w-full">
          {t('auth.register.submit')}
        </Button>
      </Form>
      <div className="mt-5">
        <OAuthButtons providers={loaderData.providers} redirect={loaderData.redirect} intent={loaderData.intent} />
      </div>
    </AuthCard>
  )
}
