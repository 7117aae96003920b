/** Personal details: names, document, birthday (not after today), gender, phones. */
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Select, TextField } from '~/components/ui/field'
import { useT } from '~/lib/i18n'
import { DOCUMENT_TYPES, GENDERS, todayInColombia } from '#core/accounts/browser'
import type { AccountUserView } from '#core/accounts'
import { NameFields } from './account-fields'
import { FormNotice } from './auth-layout'
import type { FormResult } from '#web/page'
import { AccountSection } from './section'

export function ProfileForm({ user, result, busy }: { user: AccountUserView; result?: FormResult; busy: boolean }) {
  const { t } = useT()
  const e = result?.errors ?? {}
  const v = result && !result.ok ? (result.values ?? {}) : {}
  const field = (name: 'first_name' | 'last_name' | 'document_type' | 'document_number' | 'birthday' | 'gender') => ({
    name,
    label: t(`auth.fields.${name}`),
    defaultValue: v[name] ?? user[name] ?? '',
    error: e[name],
  })
  const phones = [...user.phones, '', '', ''].slice(0, 3)
  return (
    <AccountSection id="profile-title" title={t('auth.account.profile')}>
      {result?.message && <FormNotice tone={result.ok ? 'success' : 'error'}>{result.message}</FormNotice>}
      <p className="mb-4 text-sm text-ink-900">
        {user.email} ·{' '}
        <span className="font-semibold">
          {t(user.email_verified ? 'auth.account.email_verified' : 'auth.account.email_unverified')}
        </span>
      </p>
      <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="profile" />
        <NameFields
          values={{ first_name: field('first_name').defaultValue, last_name: field('last_name').defaultValue }}
          errors={e}
        />
        <Select
          {...field('document_type')}
          placeholder={t('auth.fields.choose')}
          options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`auth.document_types.${type}`) }))}
        />
        <TextField {...field('document_number')} maxLength={20} />
        <TextField {...field('birthday')} type="date" max={todayInColombia()} autoComplete="bday" />
        <Select
          {...field('gender')}
          placeholder={t('auth.fields.choose')}
          options={GENDERS.map((g) => ({ value: g, label: t(`auth.genders.${g}`) }))}
        />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-bold text-ink-900">{t('auth.fields.phones')}</legend>
          <div className="mt-1.5 grid gap-3 sm:grid-cols-3">
            {phones.map((phone, i) => (
              <TextField
                key={i}
                label={`${t('auth.fields.phones')} ${i + 1}`}
                hideLabel
                name="phones"
                type="tel"
                inputMode="tel"
                autoComplete={i === 0 ? 'tel' : 'off'}
                defaultValue={phone}
                error={
                  i === 0 ? (e.phones ?? Object.entries(e).find(([k]) => k.startsWith('phones.'))?.[1]) : undefined
                }
              />
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <Button type="submit" busy={busy}>
            {t('actions.save')}
          </Button>
        </div>
      </Form>
    </AccountSection>
  )
}
