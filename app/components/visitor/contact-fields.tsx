/**
 * The contact part of the visitor forms that become leads (message to an agency, campaign
 * request): name, e-mail and phone, and the consent to data processing (Ley 1581 de 2012)
 * with the policy link.
 */
import type { ChangeEvent, ReactNode } from 'react'
import { Link } from 'react-router'
import { Checkbox, TextField } from '~/components/ui/field'
import { useT } from '~/lib/i18n'

type ContactKey = 'name' | 'email' | 'phone'

export function ContactFields({
  values,
  errors,
  onChange,
}: {
  values: Record<ContactKey, string>
  errors: Partial<Record<string, string>>
  onChange: (key: ContactKey) => (e: ChangeEvent<HTMLInputElement>) => void
}) {
  const { t } = useT()
  return (
    <>
      <TextField
        label={t('visitor.message.name')}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={onChange('name')}
        error={errors.name}
        maxLength={120}
      />
      <TextField
        label={t('visitor.message.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={onChange('email')}
        error={errors.email}
        maxLength={200}
      />
      <TextField
        label={t('visitor.message.phone')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        value={values.phone}
        onChange={onChange('phone')}
        error={errors.phone}
        maxLength={20}
      />
    </>
  )
}

/** The consent checkbox; controlled when `checked` is given. */
export function ConsentCheckbox(props: {
  checked?: boolean
  onChange?: (checked: boolean) => void
  error?: string
  className?: string
  linkClassName?: string
}) {
  const { t, href } = useT()
  const label: ReactNode = (
    <>
      {t('visitor.message.consent')}{' '}
      <Link to={href('/data_policy')} target="_blank" className={props.linkClassName ?? 'font-bold underline'}>
        {t('visitor.message.consent_link')}
      </Link>
    </>
  )
  return (
    <Checkbox
      name="consent"
      {...(props.checked !== undefined
        ? { checked: props.checked, onChange: (e) => props.onChange?.(e.target.checked) }
        : {})}
      error={props.error}
      containerClassName={props.className}
      label={label}
    />
  )
}
