/** Small inline icons of the site's frame (24×24, currentColor), decorative: the text next to them names them. */
import { iconSet } from '../ui/icon'

const filled = { fill: 'currentColor', stroke: 'none' } as const

export const {
  IconHome,
  IconSearch,
  IconHeart,
  IconCompare,
  IconMenu,
  IconGlobe,
  IconWhatsApp,
  IconInstagram,
  IconFacebook,
} = iconSet({
  IconHome: 'M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9',
  IconSearch: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>
  ),
  IconHeart:
    'M12 20s-7.5-4.6-9.3-9.4C1.4 7 3.7 4 6.9 4c2 0 3.5 1.1 4.3 2.6h1.6C13.6 5.1 15.1 4 17.1 4c3.2 0 5.5 3 4.2 6.6C19.5 15.4 12 20 12 20Z',
  IconCompare: (
    <>
      <rect x="3" y="4" width="7" height="16" rx="1.5" />
      <rect x="14" y="4" width="7" height="16" rx="1.5" />
    </>
  ),
  IconMenu: 'M4 6h16M4 12h16M4 18h16',
  IconGlobe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </>
  ),
  IconWhatsApp: (
    <path
      {...filled}
      d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.5.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z"
    />
  ),
  IconInstagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1.2" {...filled} />
    </>
  ),
  IconFacebook: (
    <path
      {...filled}
      d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9Z"
    />
  ),
})
