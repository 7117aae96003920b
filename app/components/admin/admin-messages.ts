/**
 * Registers the back-office texts in the browser (the server registers every catalogue at
 * start-up: app/i18n/all.ts). Imported by the admin layout only, so the catalogue chunk of
 * the public pages never carries them; both languages are tiny, so both load.
 */
import { registerMessages } from '~/i18n'
import { admin as adminEn } from '~/i18n/en/admin'
import { admin as adminEs } from '~/i18n/es-CO/admin'

registerMessages('es-CO', { admin: adminEs })
registerMessages('en', { admin: adminEn })
