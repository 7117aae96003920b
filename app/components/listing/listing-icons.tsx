/** Small inline icons of the listing and search pages (24×24, currentColor, decorative). */
import { iconSet } from '../ui/icon'

export const {
  IconChevronLeft,
  IconChevronRight,
  IconExpand,
  IconPhone,
  IconShare,
  IconCopy,
  IconPin,
  IconBed,
  IconBath,
  IconCar,
  IconArea,
  IconCheck,
  IconMessage,
} = iconSet({
  IconChevronLeft: 'm15 5-7 7 7 7',
  IconChevronRight: 'm9 5 7 7-7 7',
  IconExpand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  IconPhone: 'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  IconShare: (
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.3 10.8 7.4-4.3M8.3 13.2l7.4 4.3" />
    </>
  ),
  IconCopy: (
    <>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h8" />
    </>
  ),
  IconPin: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  IconBed: 'M3 18V6M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5h.01',
  IconBath: 'M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-3ZM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2',
  IconCar: 'M5 16h14M6 16v3M18 16v3M4 16v-4l2-5h12l2 5v4M7.5 13h.01M16.5 13h.01',
  IconArea: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="1.5" />
      <path d="M4 9h3M4 14h2M9 4v3M14 4v2" />
    </>
  ),
  IconCheck: 'm5 12.5 4.5 4.5L19 7.5',
  /** A speech bubble: write to the agency. */
  IconMessage: 'M4 5h16v11H8l-4 4z',
})
