/** The back-office sections and their addresses (the org screens plug into the same list). */
import { BACK_OFFICE_SECTIONS, type BackOfficeSection } from '#core/dashboard/browser'
import { keyIn, type MessageKey } from '#i18n'

export const ADMIN_NAV: { section: BackOfficeSection; to: string; label: MessageKey }[] = BACK_OFFICE_SECTIONS.map(
  (section) => ({
    section,
    to: section === 'dashboard' ? '/admin' : `/admin/${section}`,
    label: keyIn('admin.nav', section),
  }),
)
