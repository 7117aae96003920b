/**
 * Change password: current, new (different, not common), confirmation; optionally end other sessions.
 * An account without a password (Google, Facebook) creates its first one, with no current field.
 */
import { useEffect, useRef } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { useT } from '~/lib/i18n'
import { FIRST_PASSWORD_FRESH_MINUTES } from '#core/accounts/browser'
import { NewPasswordFields } from './account-fields'
import { FormNotice } from './auth-layout'
import type { FormResult } from '#web/page'
import { AccountSection } from './section'

export function PasswordForm({
  hasPassword,
  result,
  busy,
}: {
  hasPassword: boolean
  result?: FormResult
  busy: boolean
}) {
  const { t } = useT()
  const form = useRef<HTMLFormElement>(null)
  const e = result?.errors ?? {}
  useEffect(() => {
    if (result?.ok) form.current?.reset()
  }, [result])
  return (
    <AccountSection
      id="password-title"
      title={t(hasPassword ? 'auth.account.password' : 'auth.account.first_password')}
    >
      {!hasPassword && (
        <p className="text-sm text-ink">
          {t('auth.account.first_password_intro', { minutes: FIRST_PASSWORD_FRESH_MINUTES })}
        </p>
      )}
      {result?.message && <FormNotice tone={result.ok ? 'success' : 'error'}>{result.message}</FormNotice>}
      <Form ref={form} method="post" className="flex max-w-md flex-col gap-4" noValidate>
        <input type="hidden" name="intent" value="password" />
        {hasPassword && (
          <TextField
            label={t('auth.fields.current_password')}
            name="current_password"
            type="password"
            autoComplete="current-password"
            required
            error={e.current_password}
          />
        )}
        <NewPasswordFields errors={e} />
        <label className="flex items-start gap-3 text-sm text-ink-900">
          <input type="checkbox" name="sign_out_others" defaultChecked className="mt-0.5 size-5 accent-ink" />
          <span>
            <span className="font-bold">{t('auth.account.sign_out_others')}</span>
            <span className="block text-ink">{t('auth.account.sign_out_others_hint')}</span>
          </span>
        </label>
        <div>
          <Button type="submit" busy={busy}>
            {t(hasPassword ? 'auth.account.password_submit' : 'auth.account.first_password')}
          </Button>
        </div>
      </Form>
    </AccountSection>
  )
}
