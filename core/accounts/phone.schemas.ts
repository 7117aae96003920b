/**
 * The phone confirmation's inputs, shared by the API and the account page. A Colombian mobile
 * is 10 digits starting with 3; spaces, dashes, dots, brackets and the country code (+57, 57,
 * 0057) are accepted and the number is kept in E.164 ("+573001234567").
 */
import { z } from 'zod'
import { PHONE_CODE_LENGTH } from './phone.constants'

const required = 'validation.required'

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? required : undefined) })
    .trim()
    .min(1, { message: required, abort: true })
    .max(max, { message: 'auth.phone.errors.invalid', abort: true })

export const ColombianMobileSchema = text(30)
  .transform((v) => v.replace(/[\s().-]/g, '').replace(/^(\+|00)?57(?=3\d{9}$)/, ''))
  .pipe(z.string().regex(/^3\d{9}$/, 'auth.phone.errors.invalid'))
  .transform((v) => `+57${v}`)

export const SendPhoneCodeSchema = z.object({ phone: ColombianMobileSchema })
export type SendPhoneCode = z.output<typeof SendPhoneCodeSchema>

export const ConfirmPhoneSchema = z.object({
  code: text(20)
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), 'auth.phone.errors.code_format')),
})
export type ConfirmPhone = z.output<typeof ConfirmPhoneSchema>
