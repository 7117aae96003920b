/** The demo accounts of DESIGN §7, all with DEMO_PASSWORD, e-mail verified. */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '#db/client'
import { roles, userRoles, users } from '#db/schema'
import { hashPassword, verifyPassword } from '#core/accounts/password.infra'
import type { RoleName } from '#core/shared/actor.constants'
import { DEMO_AGENCIES } from './agencies'

export interface DemoAccount {
  email: string
  firstName: string
  lastName: string
  role: RoleName
  /** Index of the demo agency (then builder) the role is scoped to; null = portal-wide. */
  agencyIndex: number | null
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'superadmin@example.com', firstName: 'Sofía', lastName: 'Restrepo', role: 'SuperAdmin', agencyIndex: null },
  { email: 'admin@example.com', firstName: 'Andrés', lastName: 'Gómez', role: 'Admin', agencyIndex: 0 },
  { email: 'contenido@example.com', firstName: 'Camila', lastName: 'Ríos', role: 'ContentManager', agencyIndex: 0 },
  { email: 'analista@example.com', firstName: 'Mateo', lastName: 'Vélez', role: 'Analyst', agencyIndex: 0 },
  { email: 'admin2@example.com', firstName: 'Carolina', lastName: 'Mejía', role: 'Admin', agencyIndex: 1 },
  { email: 'usuario@example.com', firstName: 'Valeria', lastName: 'Torres', role: 'User', agencyIndex: null },
  // An owner publishing their own home (issue 33): seed/demo/owners.ts gives them listings.
  { email: 'propietario@example.com', firstName: 'Hernán', lastName: 'Zapata', role: 'User', agencyIndex: null },
  // The first demo builder, which follows the agencies in the list the seed passes.
  {
    email: 'constructora@example.com',
    firstName: 'Juliana',
    lastName: 'Arango',
    role: 'Admin',
    agencyIndex: DEMO_AGENCIES.length,
  },
]

/** The passwords anyone can read in the README: the setting's and the documented default. */
const KNOWN_DEMO_PASSWORDS = ['Demo1234!']

/**
 * On a deployment (ADR 0010), a demo account that still opens with a published password is
 * switched off, so a database seeded on a laptop and then put online gives nobody a
 * SuperAdmin. An operator who changed the password keeps the account. Returns the e-mails locked.
 */
export function lockDemoAccountsWithKnownPasswords(db: Executor, demoPassword: string): Promise<string[]> {
  return setDemoAccountsWithKnownPasswords(db, demoPassword, false)
}

/**
 * Back on a local demo (the same data folder started again without a public address),
 * the demo accounts that a deployment start switched off work again.
 */
export function restoreDemoAccountsWithKnownPasswords(db: Executor, demoPassword: string): Promise<string[]> {
  return setDemoAccountsWithKnownPasswords(db, demoPassword, true)
}

async function setDemoAccountsWithKnownPasswords(
  db: Executor,
  demoPassword: string,
  active: boolean,
): Promise<string[]> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email)
  const rows = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.isActive, !active)))
  const passwords = [...new Set([demoPassword, ...KNOWN_DEMO_PASSWORDS])]
  const changed: string[] = []
  for (const row of rows) {
    const known = await Promise.all(passwords.map((p) => verifyPassword(row.passwordHash, p)))
    if (!known.some(Boolean)) continue
    await db.update(users).set({ isActive: active, updatedAt: new Date() }).where(eq(users.id, row.id))
    changed.push(row.email)
  }
  return changed
}

/**
 * Creates the demo accounts that do not exist yet and makes sure each holds its role
 * (a reset removes agency-scoped grants). The password is hashed once (argon2id is
 * deliberately slow) and the hash reused. Returns how many accounts were created.
 */
export async function seedDemoAccounts(
  db: Executor,
  input: { password: string; agencyIds: number[] },
): Promise<number> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email)
  const findAll = () =>
    db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails))
  const existing = await findAll()
  const known = new Set(existing.map((u) => u.email.toLowerCase()))
  const missing = DEMO_ACCOUNTS.filter((a) => !known.has(a.email))
  if (missing.length) {
    const passwordHash = await hashPassword(input.password)
    const now = new Date()
    await db.insert(users).values(
      missing.map((a) => ({
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        passwordHash,
        emailVerifiedAt: now,
        locale: 'es-CO',
      })),
    )
  }
  const accounts = await findAll()
  const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles)
  const roleIds = new Map(roleRows.map((r) => [r.name, r.id]))
  const grants = await db
    .select({ userId: userRoles.userId, roleId: userRoles.roleId, customerId: userRoles.customerId })
    .from(userRoles)
    .where(
      inArray(
        userRoles.userId,
        accounts.map((u) => u.id),
      ),
    )
  const wanted = accounts.map((u) => {
    const account = DEMO_ACCOUNTS.find((a) => a.email === u.email.toLowerCase())!
    const roleId = roleIds.get(account.role)
    if (!roleId) throw new Error(`Role ${account.role} missing: seed the reference data first`)
    return {
      userId: u.id,
      roleId,
      customerId: account.agencyIndex === null ? null : input.agencyIds[account.agencyIndex],
    }
  })
  const toGrant = wanted.filter(
    (w) => !grants.some((g) => g.userId === w.userId && g.roleId === w.roleId && g.customerId === w.customerId),
  )
  if (toGrant.length) await db.insert(userRoles).values(toGrant)
  return missing.length
}
