/** /forgot_password: asks for a reset link; the answer is the same whether or not the address exists. */
import { Form, Link, useNavigation } from 'react-router'
import { AuthCard, authMeta, FormNotice } from '~/components/account/auth-layout'
import { formInput } from '#web/input'
import type { FormResult } from '#web/page'
import { guestFormAction } from '~/lib/guest-form.server'
import { Button } from '~/components/ui/button'
import { translate } from '#i18n'
import { EmailField } from '~/components/account/email-field'
import { useT } from '~/lib/i18n'
import { requireGuest } from '#web/session.server'
import { ForgotPasswordSchema, requestPasswordReset } from '#core/accounts'
import type { Route } from './+types/forgot-password'

export async function loader({ request }: Route.LoaderArgs) {
  await requireGuest(request)
  return null
}

export function action(args: Route.ActionArgs) {
  return guestFormAction(
    args,
    (ctx, form, meta) => requestPasswordReset(ctx, formInput(ForgotPasswordSchema, form), meta),
    (_, locale) => ({ ok: true, message: translate(locale, 'auth.forgot.sent') }),
  )
}

export const meta = ({ location }: Route.MetaArgs) => authMeta(location.pathname, 'auth.forgot.title')

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t, href } = useT()
  const busy = useNavigation().state === 'submitting'
  const result = actionData as FormResult | undefined
  return (
    <AuthCard
      title={t('auth.forgot.title')}
      intro={t('auth.forgot.intro')}
      footer={
        <Link to={href('/login')} className="font-bold underline">
          {t('auth.forgot.back')}
        </Link>
      }
    >
      {result?.message && <FormNotice tone={result.ok ? 'success' : 'error'}>{result.message}</FormNotice>}
      {!result?.ok && (
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <EmailField defaultValue={result?.values?.email} error={result?.errors?.email} />
          <Button type="submit" busy={busy} className="w-full">
            {t('auth.forgot.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  )
}
