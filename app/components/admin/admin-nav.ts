/** The back-office sections and their addresses (the org screens plug into the same list). */
import type { BackOfficeSection } from '#core/dashboard'
import type { MessageKey } from '#i18n'

export const ADMIN_NAV: { section: BackOfficeSection; to: string; label: MessageKey }[] = [
  { section: 'dashboard', to: '/admin', label: 'admin.nav.dashboard' },
  { section: 'properties', to: '/admin/properties', label: 'admin.nav.properties' },
  { section: 'leads', to: '/admin/leads', label: 'admin.nav.leads' },
  { section: 'statistics', to: '/admin/statistics', label: 'admin.nav.statistics' },
  { section: 'users', to: '/admin/users', label: 'admin.nav.users' },
  { section: 'customers', to: '/admin/customers', label: 'admin.nav.customers' },
  { section: 'roles', to: '/admin/roles', label: 'admin.nav.roles' },
  { section: 'audit', to: '/admin/audit', label: 'admin.nav.audit' },
  { section: 'integrations', to: '/admin/integrations', label: 'admin.nav.integrations' },
]
