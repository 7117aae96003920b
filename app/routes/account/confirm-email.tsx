/**
 * /confirm_email/:code?: confirms the address from the e-mailed link; asks for a new link
 * otherwise. The link carries what the sign-up was continuing (`redirect`, `intent`), and the
 * page hands it on to the sign-in (and to a new link asked for here).
 */
import { Form, Link, useNavigation } from 'react-router'
import { AuthCard, authMeta, FormNotice } from '~/components/account/auth-layout'
import { formInput } from '#web/input'
import { guestFormAction } from '~/lib/guest-form.server'
import { anonymousContext } from '#web/context'
import { type FormResult, runForm } from '#web/page'
import { Button } from '~/components/ui/button'
import { translate } from '#i18n'
import { EmailField } from '~/components/account/email-field'
import { ContinuationInputs } from '~/components/account/account-fields'
import { useT } from '~/lib/i18n'
import { continuationOrClean } from '#web/session.server'
import { ConfirmEmailSchema, confirmEmail, ResendConfirmationSchema, resendConfirmation } from '#core/accounts'
import { parseInput } from '#core/shared'
import { continuationQuery } from '#core/accounts/browser'
import { signInContinuation } from '#web/sign-in-intent'
import type { Route } from './+types/confirm-email'
import { pageLocale } from '#web/page-address'

export async function loader({ request, params }: Route.LoaderArgs) {
  const continuation = continuationOrClean(request)
  if (!params.code) return { status: 'missing' as const, continuation }
  const locale = pageLocale(request)
  // runForm answers a bad, spent or expired code as a failed form (and rethrows what is not the
  // visitor's failure); this page shows its own notice and the resend form for it instead.
  const answer = await runForm(
    locale,
    () => confirmEmail(anonymousContext(locale), parseInput(ConfirmEmailSchema, { code: params.code })),
    ({ alreadyConfirmed }) => ({ ok: true, intent: alreadyConfirmed ? 'already' : 'confirmed' }) satisfies FormResult,
  )
  if (!('ok' in answer) || !answer.ok) return { status: 'invalid' as const, continuation }
  const status = 'intent' in answer && answer.intent === 'already' ? ('already' as const) : ('confirmed' as const)
  return { status, continuation }
}

export function action(args: Route.ActionArgs) {
  return guestFormAction(
    args,
    (ctx, form, meta) =>
      resendConfirmation(ctx, formInput(ResendConfirmationSchema, form), meta, signInContinuation(form)),
    (_, locale) => ({ ok: true, message: translate(locale, 'auth.confirm.resent') }),
  )
}

export const meta = ({ location }: Route.MetaArgs) => authMeta(location.pathname, 'auth.confirm.title')

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT()
  const busy = useNavigation().state === 'submitting'
  const result = actionData as FormResult | undefined
  const { status, continuation } = loaderData
  return (
    <AuthCard title={t('auth.confirm.title')}>
      {(status === 'confirmed' || status === 'already') && (
        <>
          <FormNotice tone="success">
            {t(status === 'already' ? 'auth.confirm.already' : 'auth.confirm.done')}
          </FormNotice>
          <Link to={href('/login') + continuationQuery(continuation)} className="font-bold underline">
            {t('auth.confirm.go_login')}
          </Link>
        </>
      )}
      {(status === 'invalid' || status === 'missing') && (
        <>
          <FormNotice tone={status === 'invalid' ? 'error' : 'info'}>
            {t(status === 'invalid' ? 'auth.errors.confirm_invalid' : 'auth.confirm.missing')}
          </FormNotice>
          <h2 className="mt-2 text-lg font-extrabold text-ink-900">{t('auth.confirm.resend_title')}</h2>
          {result?.message && <FormNotice tone={result.ok ? 'success' : 'error'}>{result.message}</FormNotice>}
          {!result?.ok && (
            <Form method="post" className="mt-3 flex flex-col gap-4" noValidate>
              <ContinuationInputs redirect={continuation.redirect} intent={continuation.intent} />
              <EmailField defaultValue={result?.values?.email} error={result?.errors?.email} />
              <Button type="submit" busy={busy} variant="secondary">
                {t('auth.confirm.resend_submit')}
              </Button>
            </Form>
          )}
        </>
      )}
    </AuthCard>
  )
}
