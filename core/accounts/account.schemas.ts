/**
 * One schema per form, shared by the JSON API, the page actions and the browser forms.
 * Messages are catalogue keys (i18n …/common.ts `validation.*`).
 */
import { z } from 'zod'
import { consentField } from '#core/shared'
import { isCommonPassword } from './password-strength.rules'
import { DOCUMENT_TYPES, GENDERS, PASSWORD_MAX, PASSWORD_MIN, todayInColombia } from './profile.constants'

export { DOCUMENT_TYPES, GENDERS, todayInColombia }

const required = 'validation.required'

/** A string whose missing value says "required"; other issues keep their own messages. */
const str = () => z.string({ error: (issue) => (issue.code === 'invalid_type' ? required : undefined) })

export const EmailSchema = z
  .string(required)
  .trim()
  .min(1, { message: required, abort: true })
  .max(254, { abort: true })
  .pipe(z.email('validation.email'))
  .transform((v) => v.toLowerCase())

/**
 * A new password: length bounds, then the common-password list. Each issue names its catalogue
 * key with the parameters its text needs ("at least {min} characters"), so any parse says it.
 */
export const NewPasswordSchema = z
  .string(required)
  .min(1, { message: required, abort: true })
  .refine((v) => v.length >= PASSWORD_MIN, {
    message: 'validation.password_min',
    params: { min: PASSWORD_MIN },
    abort: true,
  })
  .refine((v) => v.length <= PASSWORD_MAX, {
    message: 'validation.max_chars',
    params: { max: PASSWORD_MAX },
    abort: true,
  })
  .refine((v) => !isCommonPassword(v), 'validation.password_common')

const name = str().trim().min(1, { message: required, abort: true }).max(80)

/**
 * A form's fields and, beside them, the check that the confirmation matches the password. An
 * object's own refinement is skipped while any field is wrong (Zod stops at a field's failed
 * check), so the person would see this error only after fixing the others; checked on a side of
 * its own, every field's error shows at once.
 */
function withMatchingConfirmation<T extends z.ZodObject>(fields: T) {
  const matches = z
    .object({ password: z.unknown(), password_confirmation: z.unknown() })
    .refine(
      (d) =>
        typeof d.password !== 'string' ||
        typeof d.password_confirmation !== 'string' ||
        d.password_confirmation === '' ||
        d.password === d.password_confirmation,
      { path: ['password_confirmation'], message: 'validation.password_confirmation' },
    )
  return z.intersection(fields, matches)
}

export const RegisterSchema = withMatchingConfirmation(
  z.object({
    first_name: name,
    last_name: name,
    email: EmailSchema,
    password: NewPasswordSchema,
    password_confirmation: str().min(1, { message: required }),
    /** Consent to data processing (Ley 1581 de 2012), as the message form asks. */
    consent: consentField,
  }),
)

export const LoginSchema = z.object({
  email: EmailSchema,
  password: str().min(1, { message: required }).max(1024),
})

export const ForgotPasswordSchema = z.object({ email: EmailSchema })

export const ResetPasswordSchema = withMatchingConfirmation(
  z.object({
    token: str().trim().min(1, { message: required }).max(200),
    password: NewPasswordSchema,
    password_confirmation: str().min(1, { message: required }),
  }),
)

export const ConfirmEmailSchema = z.object({ code: str().trim().min(1, { message: required }).max(200) })

export const ResendConfirmationSchema = z.object({ email: EmailSchema })

export const ChangePasswordSchema = withMatchingConfirmation(
  z
    .object({
      /** Required by the service when the account has a password; an account without one leaves it empty. */
      current_password: str().max(1024).default(''),
      password: NewPasswordSchema,
      password_confirmation: str().min(1, { message: required }),
      sign_out_others: z
        .union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0', ''])])
        .optional()
        .transform((v) => v === true || v === 'on' || v === 'true' || v === '1'),
    })
    .superRefine((data, ctx) => {
      if (data.password === data.current_password) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.password_same' })
      }
    }),
)

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : null))

const birthday = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null))
  .superRefine((v, ctx) => {
    if (v === null) return
    const valid =
      /^\d{4}-\d{2}-\d{2}$/.test(v) &&
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v
    if (!valid || v < '1900-01-01') ctx.addIssue({ code: 'custom', message: 'validation.date' })
    else if (v > todayInColombia()) ctx.addIssue({ code: 'custom', message: 'validation.date_after_today' })
  })

const phone = z
  .string()
  .transform((v) => v.replace(/[\s().+-]/g, ''))
  .pipe(z.string().regex(/^\d{7,15}$/, 'validation.phone'))

/** A select whose empty option means "not given". */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(values, 'validation.invalid_option').optional())
    .transform((v) => v ?? null)

export const ProfileSchema = z.object({
  first_name: name,
  last_name: name,
  document_type: optionalChoice(DOCUMENT_TYPES),
  document_number: optionalText(20).pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{3,20}$/, 'validation.invalid')
      .nullable(),
  ),
  birthday,
  gender: optionalChoice(GENDERS),
  phones: z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((v) => (typeof v === 'string' ? v.split(/[,;\n]/) : (v ?? [])).map((p) => p.trim()).filter(Boolean))
    .pipe(z.array(phone).max(3)),
})
