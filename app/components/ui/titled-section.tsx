/**
 * A section named by its own h2 (aria-labelledby), so that a screen reader lists it by that
 * title; `as="aside"` for a complementary block. The heading reads as the page's section titles
 * unless `titleClassName` says otherwise.
 */
import type { ComponentProps, ReactNode } from 'react'

type TitledSectionProps = Omit<ComponentProps<'section'>, 'title' | 'id'> & {
  /** The heading's id, which names the section. */
  id: string
  title: ReactNode
  as?: 'section' | 'aside' | 'nav'
  titleClassName?: string
  /** The section's own id, where a link leads to it (`#simulador`). */
  anchor?: string
}

export function TitledSection({
  id,
  title,
  as: Tag = 'section',
  titleClassName = 'text-xl font-extrabold text-ink-900',
  anchor,
  children,
  ...rest
}: TitledSectionProps) {
  return (
    <Tag id={anchor} aria-labelledby={id} {...rest}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  )
}
