/**
 * "Teléfono celular": the number, "Enviar código", then the code sent by SMS and "Confirmar";
 * a confirmed number shows "Teléfono confirmado". Two plain forms (intents `phone_send` and
 * `phone_confirm` of the account page), so it works before and without the page's scripts.
 */
import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { useT } from '~/lib/i18n'
import { PHONE_CODE_LENGTH, readablePhone } from '#core/accounts/browser'
import type { AccountUserView } from '#core/accounts'
import { FormNotice } from './auth-layout'
import type { FormResult } from '#web/page'
import { AccountSection } from './section'

/** The national number a person types (300 123 4567), from the stored E.164 one. */
const national = (phone: string | null | undefined) => phone?.replace(/^\+57/, '') ?? ''

export function PhoneForm({
  user,
  pendingPhone,
  sendResult,
  confirmResult,
  busy,
}: {
  user: Pick<AccountUserView, 'phone' | 'phone_confirmed'>
  /** The number a live code was sent to, if any. */
  pendingPhone: string | null
  sendResult?: FormResult
  confirmResult?: FormResult
  busy: 'phone_send' | 'phone_confirm' | null
}) {
  const { t } = useT()
  const result = confirmResult ?? sendResult
  const typed = sendResult && !sendResult.ok ? sendResult.values?.phone : undefined
  // A refused code keeps its field (and its error) even once the code is void.
  const asksCode = pendingPhone !== null || (confirmResult !== undefined && !confirmResult.ok)
  return (
    <AccountSection id="phone-title" title={t('auth.phone.title')} intro={t('auth.phone.intro')}>
      {result?.message && <FormNotice tone={result.ok ? 'success' : 'error'}>{result.message}</FormNotice>}
      {user.phone_confirmed && user.phone && (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-ink-900" data-testid="phone-status">
          <span className="font-semibold">{readablePhone(user.phone)}</span>
          <span className="rounded-full bg-green-100 px-3 py-0.5 font-bold text-green-900">
            ✓ {t('auth.phone.confirmed')}
          </span>
        </p>
      )}
      <div className="flex flex-col gap-6">
        <StepForm
          intent="phone_send"
          submit={t(asksCode ? 'auth.phone.resend' : 'auth.phone.send')}
          variant={asksCode ? 'ghost' : 'primary'}
          busy={busy === 'phone_send'}
        >
          <TextField
            label={t('auth.phone.field')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={30}
            defaultValue={typed ?? national(pendingPhone ?? user.phone)}
            hint={t('auth.phone.hint')}
            error={sendResult?.errors?.phone}
          />
        </StepForm>
        {asksCode && (
          <StepForm intent="phone_confirm" submit={t('auth.phone.confirm')} busy={busy === 'phone_confirm'}>
            <TextField
              label={t('auth.phone.code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              required
              maxLength={PHONE_CODE_LENGTH}
              hint={pendingPhone ? t('auth.phone.code_hint', { phone: readablePhone(pendingPhone) }) : undefined}
              error={confirmResult?.errors?.code}
            />
          </StepForm>
        )}
      </div>
    </AccountSection>
  )
}

/** One step of the confirmation: a form of the page's action with its intent, its field and its button. */
function StepForm({
  intent,
  submit,
  variant = 'primary',
  busy,
  children,
}: {
  intent: 'phone_send' | 'phone_confirm'
  submit: string
  variant?: 'primary' | 'ghost'
  busy: boolean
  children: ReactNode
}) {
  return (
    <Form method="post" className="flex max-w-md flex-col gap-4" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <Button type="submit" variant={variant} busy={busy} className="self-start">
        {submit}
      </Button>
    </Form>
  )
}
