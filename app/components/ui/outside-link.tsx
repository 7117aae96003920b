/** A link to another site, opened in a new tab; `rel` keeps the opener out (and the referrer, unless told). */
import type { ComponentProps } from 'react'

export function OutsideLink({ rel = 'noopener noreferrer', ...link }: ComponentProps<'a'>) {
  return <a target="_blank" rel={rel} {...link} />
}
