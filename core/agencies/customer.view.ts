/** What the back-office, the API and the microsite show of an agency and its advisers. */
import { mediaUrl } from '#core/media'
import { encodeId } from '#core/shared'
import type { CustomerKind } from './customer.constants'
import type { AdviserRow, CustomerRow } from './customer.queries'

export interface AdviserView {
  id: string
  name: string
  email: string | null
  phone: string | null
  photo: string | null
}

/** How an agency's microsite looks: its pictures and the settings of its page. */
export interface MicrositeLookView {
  logo: string | null
  banner: string | null
  logoAlignment: 'left' | 'center'
  hideMainMenu: boolean
  hideSubscriptionFooter: boolean
}

export function micrositeLookView(
  row: Pick<CustomerRow, 'logoPath' | 'bannerPath' | 'logoAlignment' | 'hideMainMenu' | 'hideSubscriptionFooter'>,
): MicrositeLookView {
  return {
    logo: mediaUrl(row.logoPath),
    banner: mediaUrl(row.bannerPath),
    logoAlignment: row.logoAlignment,
    hideMainMenu: row.hideMainMenu,
    hideSubscriptionFooter: row.hideSubscriptionFooter,
  }
}

export interface CustomerView extends MicrositeLookView {
  id: string
  name: string
  slug: string
  nit: string | null
  website: string | null
  email: string | null
  phones: string[]
  whatsapp: string | null
  socialLinks: Record<string, string>
  department: { id: string; name: string } | null
  municipality: { id: string; name: string } | null
  address: string | null
  description: string | null
  isActive: boolean
  /** `agency` or `builder` (new-homes projects). */
  kind: CustomerKind
  advisers: AdviserView[]
  micrositePath: string
  updatedAt: string
}

export function adviserView(a: AdviserRow): AdviserView {
  return { id: encodeId('adviser', a.id), name: a.name, email: a.email, phone: a.phone, photo: mediaUrl(a.photoPath) }
}
