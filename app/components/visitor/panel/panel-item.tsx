/**
 * A favourite's card body in the panel (a listing's, a project's): its photo and title, both
 * linking to its page, then what the panel says of it (`children`). The photo repeats the
 * title's link, so it stays out of the tab order and of the accessibility tree.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Thumb } from '~/components/ui/thumb'

export function PanelItem({
  to,
  photo,
  title,
  children,
}: {
  to: string
  photo: string | null
  title: string
  children: ReactNode
}) {
  return (
    <>
      <Link to={to} className="block" tabIndex={-1} aria-hidden="true">
        <Thumb src={photo} format="photo" />
      </Link>
      <div className="p-4">
        <Link to={to} className="line-clamp-2 font-extrabold text-ink-900 hover:underline">
          {title}
        </Link>
        {children}
      </div>
    </>
  )
}
