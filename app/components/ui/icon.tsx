/**
 * The site's small inline icons (24×24, currentColor), decorative: the text next to them names
 * them. An icon is its shapes, stroked (2 px, round ends and joins; a filled shape says
 * `fill="currentColor" stroke="none"`); a lone string is one path's `d`.
 */
import type { ReactNode, SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement>
type Shapes = string | ReactNode

function shapesOf(shapes: Shapes) {
  return typeof shapes === 'string' ? <path d={shapes} /> : shapes
}

export function icon(shapes: Shapes) {
  const body = (
    <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      {shapesOf(shapes)}
    </g>
  )
  return function Icon(props: IconProps) {
    return (
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" {...props}>
        {body}
      </svg>
    )
  }
}

/** A set of icons from their shapes, named as they are exported. */
export function iconSet<K extends string>(shapes: Record<K, Shapes>) {
  return Object.fromEntries(Object.entries<Shapes>(shapes).map(([name, s]) => [name, icon(s)])) as Record<
    K,
    (props: IconProps) => ReactNode
  >
}

export const IconClose = icon('M6 6l12 12M18 6 6 18')

/** The downward chevron of a select or of a disclosure's summary (drawn in currentColor, filled; 20×20). */
export function ChevronDown({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
    </svg>
  )
}
