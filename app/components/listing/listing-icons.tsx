/** Small inline icons of the listing page (24×24, currentColor, decorative). */
import type { SVGProps } from 'react'

type P = SVGProps<SVGSVGElement>
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

function Icon(props: P) {
  return <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" {...props} />
}

export const IconChevronLeft = (p: P) => (
  <Icon {...p}>
    <path {...stroke} d="m15 5-7 7 7 7" />
  </Icon>
)
export const IconChevronRight = (p: P) => (
  <Icon {...p}>
    <path {...stroke} d="m9 5 7 7-7 7" />
  </Icon>
)
export const IconExpand = (p: P) => (
  <Icon {...p}>
    <path {...stroke} d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
)
export const IconPhone = (p: P) => (
  <Icon {...p}>
    <path {...stroke} d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
  </Icon>
)
export const IconShare = (p: P) => (
  <Icon {...p}>
    <circle {...stroke} cx="18" cy="5" r="2.5" />
    <circle {...stroke} cx="6" cy="12" r="2.5" />
    <circle {...stroke} cx="18" cy="19" r="2.5" />
    <path {...stroke} d="m8.3 10.8 7.4-4.3M8.3 13.2l7.4 4.3" />
  </Icon>
)
export const IconCopy = (p: P) => (
  <Icon {...p}>
    <rect {...stroke} x="9" y="9" width="11" height="11" rx="2" />
    <path {...stroke} d="M5 15V6a2 2 0 0 1 2-2h8" />
  </Icon>
)
export const IconPin = (p: P) => (
  <Icon {...p}>
    <path {...stroke} d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle {...stroke} cx="12" cy="9.5" r="2.5" />
  </Icon>
)
export const IconBed = (p: P) => (
  <Icon {...p}>
    <path {...stroke} d="M3 18V6M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5h.01" />
  </Icon>
)
export const IconBath = (p: P) => (
  <Icon {...p}>
    <path {...stroke} d="M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-3ZM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2" />
  </Icon>
)
export const IconCar = (p: P) => (
  <Icon {...p}>
    <path {...stroke} d="M5 16h14M6 16v3M18 16v3M4 16v-4l2-5h12l2 5v4M7.5 13h.01M16.5 13h.01" />
  </Icon>
)
export const IconArea = (p: P) => (
  <Icon {...p}>
    <rect {...stroke} x="4" y="4" width="16" height="16" rx="1.5" />
    <path {...stroke} d="M4 9h3M4 14h2M9 4v3M14 4v2" />
  </Icon>
)
export const IconCheck = (p: P) => (
  <Icon {...p}>
    <path {...stroke} d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
)
