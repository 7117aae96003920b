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
