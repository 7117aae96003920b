/**
 * Every catalogue in both locales, the back-office's two and the credit simulator's included. Registered once at
 * start-up by each server-side bundle: the Node process (server/composition.ts) and the
 * React Router build (app/entry.server.tsx), which carries its own copy of i18n.
 * The browser registers the page's language only (app/entry.client.tsx), the admin
 * bundle its own texts (app/components/admin/*-messages.ts) and the credit simulator its
 * own when it loads (app/components/listing/mortgage-simulator.tsx).
 */
import { registerMessages } from '.'
import { en } from './en'
import { admin as adminEn } from './en/admin'
import { adminOrg as adminOrgEn } from './en/admin-org'
import { mortgage as mortgageEn } from './en/mortgage'
import { esCO } from './es-CO'
import { admin as adminEs } from './es-CO/admin'
import { adminOrg as adminOrgEs } from './es-CO/admin-org'
import { mortgage as mortgageEs } from './es-CO/mortgage'

export function registerAllCatalogues() {
  registerMessages('es-CO', { ...esCO, admin: adminEs, admin_org: adminOrgEs, mortgage: mortgageEs })
  registerMessages('en', { ...en, admin: adminEn, admin_org: adminOrgEn, mortgage: mortgageEn })
}
