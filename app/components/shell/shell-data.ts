/**
 * What the root loader gives every page (see app/root.tsx and shell-data.server.ts).
 * Components read it with `useShellData()`.
 */
import { useRouteLoaderData } from 'react-router'
import type { Locale } from '#i18n'

export interface ShellUser {
  fullName: string
  photo: string | null
}

export interface FooterLink {
  label: string
  /** Spanish path with query; localise with `href()` when rendering. */
  href: string
}

export interface FooterLinkGroups {
  typesRent: FooterLink[]
  typesSale: FooterLink[]
  placesRent: FooterLink[]
  placesSale: FooterLink[]
}

export interface ShellData {
  nonce: string
  locale: Locale
  brand: string
  /** Absolute origin for canonical and hreflang links (PUBLIC_URL when set). */
  origin: string
  user: ShellUser | null
  links: { blog: string; backoffice: string; whatsapp: string; instagram: string; facebook: string }
  flags: { footerSearchLinks: boolean; footerMobileMenu: boolean }
  /** Already shuffled on the server, so the client hydrates the same order. */
  footerLinks: FooterLinkGroups | null
  cookiesAccepted: boolean
}

export function useShellData(): ShellData | undefined {
  return useRouteLoaderData('root') as ShellData | undefined
}
