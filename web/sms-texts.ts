/** The texts of the SMS that core sends, from the catalogues (core holds no texts), in the visitor's language. */
import { runtime } from '#core/shared'
import { translate, type Locale } from '#i18n'

/** "Tu código de Wi Inmuebles es 123456. Vence en 10 minutos.", for sendPhoneCode. */
export function phoneCodeSmsText(locale: Locale) {
  return (code: string, minutes: number) =>
    translate(locale, 'auth.phone.sms', { brand: runtime().env.BRAND_NAME, code, minutes })
}
