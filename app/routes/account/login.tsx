/** /login (guest only): e-mail and password, Google and Facebook; returns to the remembered page. */
import { useEffect } from 'react'
import { Form, Link, redirect, useNavigation } from 'react-router'
import { AuthCard, authMeta, FormNotice } from '~/components/account/auth-layout'
import { OAuthButtons } from '~/components/account/oauth-buttons'
import { formInput, formString } from '#web/input'
import { anonymousContext } from '#web/context'
import { formFailure, type FormResult, readForm } from '#web/page'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { useToast } from '~/components/ui/toast'
import { localizePath, type MessageKey } from '#i18n'
import { takeAuthFlash } from '~/lib/auth-client'
import { EmailField } from '~/components/account/email-field'
import { ContinuationInputs } from '~/components/account/account-fields'
import { useT } from '~/lib/i18n'
import { continuationOrClean, requestMeta, requireGuest, signedInHeaders } from '#web/session.server'
import { enabledProviders, LoginSchema, signInWithPassword } from '#core/accounts'
import { afterSignIn, signInContinuation } from '#web/sign-in-intent'
import { continuationQuery } from '#core/accounts/browser'
import type { Route } from './+types/login'
import { pageLocale } from '#web/page-address'

const NOTICES: Record<string, MessageKey> = { reset: 'auth.reset.done', confirmed: 'auth.confirm.done' }
const ERRORS: Record<string, MessageKey> = {
  failed: 'auth.errors.auth_failed',
  unverified: 'auth.errors.oauth_email_unverified',
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireGuest(request)
  const url = new URL(request.url)
  return {
    // The page to return to and what the visitor pressed before (a heart, "Guardar búsqueda"):
    // done once signed in, and carried on to the sign-up and the confirmation e-mail.
    ...continuationOrClean(request),
    providers: enabledProviders(),
    expired: url.searchParams.get('expired') === '1',
    notice: NOTICES[url.searchParams.get('done') ?? ''] ?? null,
    error: ERRORS[url.searchParams.get('auth_error') ?? ''] ?? null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = pageLocale(request)
  const form = await readForm(request)
  try {
    const { tokens, knownBrowser } = await signInWithPassword(
      anonymousContext(locale),
      formInput(LoginSchema, form),
      requestMeta(request, context),
    )
    const next = signInContinuation(form)
    await afterSignIn(tokens, locale, next.intent)
    const target = next.redirect ?? localizePath('/auth/callback', locale)
    return redirect(target, { headers: signedInHeaders(tokens, knownBrowser) })
  } catch (error) {
    // Not runForm: an unconfirmed address (403) gets the resend-confirmation link next to its message.
    const result = formFailure(error, locale, { values: { email: formString(form, 'email') } })
    if ((result.data as FormResult).message && result.init?.status === 403)
      (result.data as FormResult).intent = 'unconfirmed'
    return result
  }
}

export const meta = ({ location }: Route.MetaArgs) => authMeta(location.pathname, 'auth.login.title')

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT()
  const toast = useToast()
  const busy = useNavigation().state === 'submitting'
  const result = actionData as FormResult | undefined
  const { redirect: back, expired, intent } = loaderData

  useEffect(() => {
    if (takeAuthFlash() === 'session_expired' || expired) toast.error(t('errors.session_expired'))
  }, [])

  const carried = continuationQuery({ redirect: back, intent })
  return (
    <AuthCard
      title={t('auth.login.title')}
      intro={t('auth.login.intro')}
      footer={
        <p>
          {t('auth.login.no_account')}{' '}
          <Link to={href('/sign_up') + carried} className="font-bold underline">
            {t('auth.login.sign_up')}
          </Link>
        </p>
      }
    >
      {loaderData.notice && <FormNotice tone="success">{t(loaderData.notice)}</FormNotice>}
      {loaderData.error && <FormNotice tone="error">{t(loaderData.error)}</FormNotice>}
      {result?.message && !result.errors?.email && !result.errors?.password && (
        <FormNotice tone="error">
          {result.message}
          {result.intent === 'unconfirmed' && (
            <>
              {' '}
              <Link to={href('/confirm_email') + carried} className="underline">
                {t('auth.login.resend')}
              </Link>
            </>
          )}
        </FormNotice>
      )}
      <Form method="post" action={href('/login')} className="flex flex-col gap-4" noValidate>
        <ContinuationInputs redirect={back} intent={intent} />
        <EmailField defaultValue={result?.values?.email ?? ''} error={result?.errors?.email} />
        <TextField
          label={t('auth.fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={result?.errors?.password}
        />
        <p className="-mt-1 text-right text-sm">
          <Link to={href('/forgot_password')} className="font-semibold underline">
            {t('auth.login.forgot')}
          </Link>
        </p>
        <Button type="submit" busy={busy} busyLabel={t('auth.login.submitting')} className="w-full">
          {t('auth.login.submit')}
        </Button>
      </Form>
      <div className="mt-5">
        <OAuthButtons providers={loaderData.providers} redirect={back} intent={intent} />
      </div>
    </AuthCard>
  )
}
