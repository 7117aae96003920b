/**
 * Registers the organisation screens' texts (users, agencies, roles, leads, audit) under
 * `admin_org` in the browser (the server registers every catalogue at start-up:
 * app/i18n/all.ts). Imported by those pages only, so public pages never download them.
 */
import { registerMessages } from '~/i18n'
import { adminOrg as adminOrgEn } from '~/i18n/en/admin-org'
import { adminOrg as adminOrgEs } from '~/i18n/es-CO/admin-org'

registerMessages('es-CO', { admin_org: adminOrgEs })
registerMessages('en', { admin_org: adminOrgEn })
