/** What the back-office, the API and the microsite show of an agency and its advisers. */
import { mediaUrl } from '#core/media'
import { encodeId } from '#core/shared'
import type { CustomerKind } from './customer.constants'
import type { AdviserRow } from './customer.queries'

export interface AdviserView {
  id: string
  name: string
  email: string | null
  phone: string | null
  photo: string | null
}

export interface CustomerView {
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
  logo: string | null
  banner: string | null
  logoAlignment: 'left' | 'center'
  hideMainMenu: boolean
  hideSubscriptionFooter: boolean
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
