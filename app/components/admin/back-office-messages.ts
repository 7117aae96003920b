/**
 * The back-office texts (`admin`, and `admin_org` for the organisation screens) for the
 * browser. The server registers every catalogue at start-up (server/composition.ts through
 * i18n/all.ts); the browser registers these when the admin layout's module runs, by
 * calling this once, so the public pages' catalogue chunk never carries them.
 */
import { registerMessages } from '#i18n'
import { admin as adminEn } from '#i18n/en/admin'
import { adminOrg as adminOrgEn } from '#i18n/en/admin-org'
import { admin as adminEs } from '#i18n/es-CO/admin'
import { adminOrg as adminOrgEs } from '#i18n/es-CO/admin-org'

export function registerBackOfficeMessages() {
  registerMessages('es-CO', { admin: adminEs, admin_org: adminOrgEs })
  registerMessages('en', { admin: adminEn, admin_org: adminOrgEn })
}
