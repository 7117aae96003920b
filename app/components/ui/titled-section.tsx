/**
 * A section named by its own h2 (aria-labelledby; `level` 3 for a section within one), so that a
 * screen reader lists it by that title; `as="aside"` for a complementary block. The heading reads as the page's section titles
 * unless `titleClassName` says otherwise.
 */
import type { ComponentProps, ReactNode } from 'react'

type TitledSectionProps = Omit<ComponentProps<'section'>, 'title' | 'id'> & {
  /** The heading's id, which names the section. */
  id: string
  title: ReactNode
  as?: 'section' | 'aside' | 'nav'
  level?: 2 | 3
  titleClassName?: string
  /** The section's own id, where a link leads to it (`#simulador`). */
  anchor?: string
}

export function TitledSection({
  id,
  title,
  as: Tag = 'section',
  level = 2,
  titleClassName = 'text-xl font-extrabold text-ink-900',
  anchor,
  children,
  ...rest
}: TitledSectionProps) {
  const Heading = level === 3 ? 'h3' : 'h2'
  return (
    <Tag id={anchor} aria-labelledby={id} {...rest}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Tag>
  )
}
