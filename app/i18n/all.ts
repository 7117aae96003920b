/**
 * Every catalogue in both locales, the back-office's two included. Registered once at
 * start-up by each server-side bundle: the Node process (server/composition.ts) and the
 * React Router build (app/entry.server.tsx), which carries its own copy of app/i18n.
 * The browser registers the page's language only (app/entry.client.tsx) and the admin
 * bundle its own texts (app/components/admin/*-messages.ts).
 */
import { registerMessages } from '.'
import { en } from './en'
import { admin as adminEn } from './en/admin'
import { adminOrg as adminOrgEn } from './en/admin-org'
import { esCO } from './es-CO'
import { admin as adminEs } from './es-CO/admin'
import { adminOrg as adminOrgEs } from './es-CO/admin-org'

export function registerAllCatalogues() {
  registerMessages('es-CO', { ...esCO, admin: adminEs, admin_org: adminOrgEs })
  registerMessages('en', { ...en, admin: adminEn, admin_org: adminOrgEn })
}
