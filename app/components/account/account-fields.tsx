/**
 * Field groups the account forms share: the two names (sign-up, profile), the new password
 * with its confirmation (sign-up, change, reset) and what a sign-in continues (`redirect`,
 * `intent`) carried as hidden inputs.
 */
import { TextField } from '~/components/ui/field'
import { useT } from '~/lib/i18n'
import { PASSWORD_MAX } from '#core/accounts/browser'

type Errors = Partial<Record<string, string>>

export function NameFields({
  values,
  errors,
}: {
  values: { first_name?: string; last_name?: string }
  errors: Errors
}) {
  const { t } = useT()
  return (['first_name', 'last_name'] as const).map((name) => (
    <TextField
      key={name}
      label={t(`auth.fields.${name}`)}
      name={name}
      autoComplete={name === 'first_name' ? 'given-name' : 'family-name'}
      required
      maxLength={80}
      defaultValue={values[name]}
      error={errors[name]}
    />
  ))
}

/** The new password (labelled "Contraseña" on sign-up, "Nueva contraseña" elsewhere) and its confirmation. */
export function NewPasswordFields({ isNew = true, errors }: { isNew?: boolean; errors: Errors }) {
  const { t } = useT()
  return (
    <>
      <TextField
        label={t(isNew ? 'auth.fields.new_password' : 'auth.fields.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        hint={t('auth.fields.password_hint')}
        error={errors.password}
      />
      <TextField
        label={t('auth.fields.password_confirmation')}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        error={errors.password_confirmation}
      />
    </>
  )
}

/** What the sign-in continues, handed on by the form. */
export function ContinuationInputs({ redirect, intent }: { redirect?: string | null; intent?: string | null }) {
  return (
    <>
      {redirect && <input type="hidden" name="redirect" value={redirect} />}
      {intent && <input type="hidden" name="intent" value={intent} />}
    </>
  )
}
