/** The signed-in user as the API and the pages show it (spec §3 "User", snake_case). */
import type { UserRow } from './account.queries'
import { photoUrl } from './photo-url.utils'
import { fullNameOf, groupGrants } from './resolve-actor.service'
import type { GrantRow } from './session.queries'

export function accountUserView(user: UserRow, grantRows: GrantRow[]) {
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

export type AccountUserView = ReturnType<typeof accountUserView>
