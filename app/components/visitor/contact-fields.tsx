/**
 * The contact part of the visitor forms that become leads (message to an agency, campaign
 * request): name, e-mail and phone, and the consent to data processing (Ley 1581 de 2012)
 * with the policy link.
 */
import type { ChangeEvent, ReactNode } from 'react'
import { Link } from 'react-router'
import { Checkbox, TextField } from '~/components/ui/field'
import { useT } from '~/lib/i18n'
import { CONTACT_INPUTS, CONTACT_KEYS, CONTACT_MAX_LENGTH, type ContactKey } from '~/lib/contact-inputs'

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
  return CONTACT_KEYS.map((key) => (
    <TextField
      key={key}
      {...CONTACT_INPUTS[key]}
      label={t(`visitor.message.${key}`)}
      value={values[key]}
      onChange={onChange(key)}
      error={errors[key]}
      maxLength={CONTACT_MAX_LENGTH[key]}
    />
  ))
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
