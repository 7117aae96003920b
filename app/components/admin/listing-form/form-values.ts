import type { KeysUnder } from '#i18n'
import { useT } from '~/lib/i18n'

/** What every fieldset of the listing form reads: the values it was drawn with and the refused fields' messages. */
export type Option = { id: string; name: string }

export interface ListingFormValues {
  [field: string]: string | number | string[] | null | undefined
}

export interface FieldsetProps {
  values: ListingFormValues
  errors: Record<string, string>
}

/** `v(field)`: a field's value as its input shows it ('' when empty); `err(field)`: its message. */
export function fieldReaders({ values, errors }: FieldsetProps) {
  return {
    v: (k: string) => (values[k] == null ? '' : String(values[k])),
    err: (k: string): string | undefined => errors[k],
  }
}

/** A field of the listing form with a label in the catalogue ("admin.properties.field.*"). */
export type ListingField = KeysUnder<'admin.properties.field'>

/**
 * The readers and `field(name)`: the label, name, shown value and message of an uncontrolled
 * input, to spread on a TextField, TextArea or Select.
 */
export function useFieldset(fieldset: FieldsetProps) {
  const { t } = useT()
  const { v, err } = fieldReaders(fieldset)
  const field = (k: ListingField) => ({
    name: k,
    label: t(`admin.properties.field.${k}`),
    defaultValue: v(k),
    error: err(k),
  })
  return { t, v, err, field }
}
