/** A button that switches something on and off, drawn as its icon alone: the label names it (and is its tooltip). */
import type { ComponentProps } from 'react'

type IconToggleProps = Omit<ComponentProps<'button'>, 'type' | 'title' | 'aria-label' | 'aria-pressed'> & {
  pressed: boolean
  label: string
}

export function IconToggle({ pressed, label, ...button }: IconToggleProps) {
  return <button type="button" aria-pressed={pressed} aria-label={label} title={label} {...button} />
}
