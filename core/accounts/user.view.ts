/** The signed-in user as the API and the pages show it (spec §3 "User", snake_case). */
import { z } from 'zod'
import type { UserRow } from './account.queries'
import { photoUrl } from './photo-url.utils'
import { fullNameOf, groupGrants } from './resolve-actor.service'
import type { GrantRow } from './session.queries'

/** The view's contract: the API documents it (OpenAPI `AccountUser`) and the profile page is typed by it. */
export const AccountUserViewSchema = z
  .object({
    email: z.string(),
    username: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    photo: z.string().nullable(),
    document_type: z.string().nullable(),
    document_number: z.string().nullable(),
    birthday: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
    gender: z.string().nullable(),
    phones: z.array(z.string()),
    phone: z
      .string()
      .nullable()
      .meta({ description: 'The mobile phone confirmed by SMS code (E.164, "+573001234567"), null until one is' }),
    phone_confirmed: z.boolean(),
    locale: z.string(),
    email_verified: z.boolean(),
    has_password: z
      .boolean()
      .meta({ description: 'False for an account made through Google or Facebook that never set a password' }),
    last_login: z.string().nullable(),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    grants: z.array(z.object({ role: z.string(), customer_id: z.number().int().nullable() })),
  })
  .meta({ id: 'AccountUser' })

export type AccountUserView = z.infer<typeof AccountUserViewSchema>

export function accountUserView(user: UserRow, grantRows: GrantRow[]): AccountUserView {
  const grants = groupGrants(grantRows)
  return {
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullNameOf(user.firstName, user.lastName),
    photo: photoUrl(user.photoPath),
    document_type: user.documentType,
    document_number: user.documentNumber,
    birthday: user.birthday,
    gender: user.gender,
    phones: user.phones,
    phone: user.phoneConfirmedAt ? user.phone : null,
    phone_confirmed: user.phone !== null && user.phoneConfirmedAt !== null,
    locale: user.locale,
    email_verified: user.emailVerifiedAt !== null,
    /** False for an account made through Google or Facebook that never set a password. */
    has_password: user.passwordHash !== null,
    last_login: user.lastLoginAt?.toISOString() ?? null,
    roles: [...new Set(grants.map((g) => g.role))],
    permissions: [...new Set(grants.flatMap((g) => [...g.permissions]))].sort(),
    grants: grants.map((g) => ({ role: g.role, customer_id: g.customerId })),
  }
}
