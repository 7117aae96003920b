/**
 * A native control with its own label, tied by the control's id: the label (visible or `sr-only`)
 * comes first, the control follows it.
 */
import type { ComponentProps, ReactNode } from 'react'

type Labeled = { id: string; label: ReactNode; labelClassName?: string }

function Label({ id, label, labelClassName }: Labeled) {
  return (
    <label htmlFor={id} className={labelClassName}>
      {label}
    </label>
  )
}

export function LabeledSelect({ id, label, labelClassName, ...select }: Labeled & ComponentProps<'select'>) {
  return (
    <>
      <Label id={id} label={label} labelClassName={labelClassName} />
      <select id={id} {...select} />
    </>
  )
}

export function LabeledInput({ id, label, labelClassName, ...input }: Labeled & ComponentProps<'input'>) {
  return (
    <>
      <Label id={id} label={label} labelClassName={labelClassName} />
      <input id={id} {...input} />
    </>
  )
}
