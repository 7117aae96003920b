/** The back-office sections and their addresses (the org screens plug into the same list). */
import type { BackOfficeSection } from '#core/dashboard'
import { keyIn, type MessageKey } from '#i18n'

const SECTIONS: BackOfficeSection[] = [
  'dashboard',
  'properties',
  'projects',
  'leads',
  'statistics',
  'users',
  'customers',
  'roles',
  'audit',
  'integrations',
]

export const ADMIN_NAV: { section: BackOfficeSection; to: string; label: MessageKey }[] = SECTIONS.map((section) => ({
  section,
  to: section === 'dashboard' ? '/admin' : `/admin/${section}`,
  label: keyIn('admin.nav', section),
}))
