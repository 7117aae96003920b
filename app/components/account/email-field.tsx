/** The e-mail box of the account forms (sign-in, sign-up, recovery, resend confirmation). */
import { TextField } from '~/components/ui/field'
import { useT } from '~/lib/i18n'

export function EmailField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const { t } = useT()
  return (
    <TextField
      label={t('auth.fields.email')}
      name="email"
      type="email"
      autoComplete="email"
      required
      defaultValue={defaultValue}
      error={error}
    />
  )
}
