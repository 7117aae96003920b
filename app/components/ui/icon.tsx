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
