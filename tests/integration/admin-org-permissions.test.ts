/**
 * The back-office organisation actions as a permission matrix (DESIGN §4): every default
 * role against every action on its own agency, the denials written out as explicitly as
 * the grants; then every agency role against the same actions on another agency's
 * records (404: not even their existence is confirmed). Real database, real sessions.
 */
import sharp from 'sharp'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { setEnvForTests } from '#config/env'
import type { DatabaseHandle } from '#db/client'
import { leads, roles } from '#db/schema'
import { loadActor } from '#core/accounts/resolve-actor.service'
import { listAudit } from '#core/access/audit-log.service'
import { changeRolePermission, getRoleMatrix } from '#core/access/roles.service'
import {
  createCustomer,
  getCustomer,
  listCustomers,
  setCustomerActive,
  setCustomerImage,
  updateCustomer,
  updateMicrositeSettings,
} from '#core/agencies'
import { CustomerInputSchema, CustomerPatchSchema, MicrositeSettingsSchema } from '#core/agencies/customer.schemas'
import { UserCreateSchema, UserRolesSchema } from '#core/agencies/user-admin.schemas'
import { createUser, getUser, listUsers, setUserActiveState, setUserRoles } from '#core/agencies/user-admin.service'
import { getLead, listLeads, replyToLead, setLeadStatus } from '#core/leads/lead-inbox.service'
import type { Actor, RoleName } from '#core/shared/actor.constants'
import { AppError } from '#core/shared/app.errors'
import { encodeId } from '#core/shared/ids.utils'
import { setRuntime } from '#core/shared/runtime.config'
import { insertCustomer, insertUser, seedReferenceData } from '../factories/listings'
import { signInAs } from '../factories/auth'
import { createTestDb } from '../setup/test-db'

let handle: DatabaseHandle
let dataDir: string
let agencyA: { id: number; name: string }
let agencyB: { id: number; name: string }
let png: Uint8Array
const actors = {} as Record<RoleName, Actor>
let n = 0

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-org-perm-'))
  const env = setEnvForTests({ SEED_DEMO: 'never', DATA_DIR: dataDir })
  handle = await createTestDb()
  setRuntime({ handle, db: handle.db, env })
  await seedReferenceData(handle.db)
  agencyA = await insertCustomer(handle.db, { name: 'Inmobiliaria Alfa' })
  agencyB = await insertCustomer(handle.db, { name: 'Inmobiliaria Beta' })
  for (const role of ['SuperAdmin', 'Admin', 'ContentManager', 'Analyst', 'User'] as RoleName[]) {
    const scoped = role !== 'SuperAdmin' && role !== 'User'
    const user = await insertUser(handle.db, { role, customerId: scoped ? agencyA.id : null })
    const session = await signInAs(handle.db, user.id)
    actors[role] = (await loadActor(handle.db, user.id, session.sessionId))!
  }
  png = new Uint8Array(
    await sharp({ create: { width: 40, height: 20, channels: 3, background: '#fecc2d' } })
      .png()
      .toBuffer(),
  )
})

afterAll(async () => {
  setRuntime(undefined)
  await handle?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const db = () => handle.db
const ctx = (role: RoleName) => ({ db: db(), actor: actors[role], locale: 'es-CO' as const })

/** A member of an agency (a ContentManager), created fresh for each check. */
async function member(customerId: number) {
  return insertUser(db(), { role: 'ContentManager', customerId })
}

async function lead(customerId: number) {
  const [row] = await db()
    .insert(leads)
    .values({
      kind: 'agency_message',
      customerId,
      name: 'Visitante',
      email: `visitante${++n}@example.test`,
      phone: '3001234567',
      message: 'Hola',
    })
    .returning()
  return row
}

async function roleAndPermissionIds() {
  const matrix = await getRoleMatrix(ctx('SuperAdmin'))
  const analyst = matrix.roles.find((r) => r.name === 'Analyst')!
  const permission = matrix.permissions.find((p) => p.name === 'analytics.read')!
  return { roleId: analyst.id, permissionId: permission.id }
}

type Action = (role: RoleName, customerId: number) => Promise<unknown>

/** Each back-office action of this area, performed on a record of the given agency. */
const ACTIONS: Record<string, Action> = {
  'users.list': (role, c) => listUsers(ctx(role), { customerId: c }),
  'users.get': async (role, c) => getUser(ctx(role), (await member(c)).id),
  'users.invite': (role, c) =>
    createUser(
      ctx(role),
      UserCreateSchema.parse({
        email: `invitado${++n}@example.test`,
        first_name: 'Invitado',
        roles: [{ role: 'Analyst', customer_id: encodeId('customer', c) }],
      }),
    ),
  'users.set_roles': async (role, c) =>
    setUserRoles(
      ctx(role),
      (await member(c)).id,
      UserRolesSchema.parse({ roles: [{ role: 'Analyst', customer_id: encodeId('customer', c) }] }),
    ),
  'users.deactivate': async (role, c) => setUserActiveState(ctx(role), (await member(c)).id, false),
  'customers.list': (role) => listCustomers(ctx(role)),
  'customers.get': (role, c) => getCustomer(ctx(role), c),
  'customers.create': (role) =>
    createCustomer(ctx(role), CustomerInputSchema.parse({ name: `Nueva ${++n}`, nit: '900.123.456-8' })),
  'customers.update': (role, c) =>
    updateCustomer(ctx(role), c, CustomerPatchSchema.parse({ description: 'Nueva descripción' })),
  'customers.microsite': (role, c) =>
    updateMicrositeSettings(
      ctx(role),
      c,
      MicrositeSettingsSchema.parse({ logo_alignment: 'center', hide_main_menu: true, hide_subscription_footer: true }),
    ),
  'customers.logo': (role, c) => setCustomerImage(ctx(role), c, 'logo', png),
  'customers.deactivate': async (role, c) => {
    await setCustomerActive(ctx(role), c, false)
    await setCustomerActive(ctx('SuperAdmin'), c, true)
  },
  'roles.read': (role) => getRoleMatrix(ctx(role)),
  'roles.change': async (role) => {
    const ids = await roleAndPermissionIds()
    await changeRolePermission(ctx(role), { ...ids, granted: false })
    await changeRolePermission(ctx('SuperAdmin'), { ...ids, granted: true })
  },
  'leads.list': (role, c) => listLeads(ctx(role), { customerId: c }),
  'leads.get': async (role, c) => getLead(ctx(role), (await lead(c)).id),
  'leads.status': async (role, c) => setLeadStatus(ctx(role), (await lead(c)).id, { status: 'closed' }),
  'leads.reply': async (role, c) => replyToLead(ctx(role), (await lead(c)).id, { message: 'Gracias por escribir.' }),
  'audit.list': (role, c) => listAudit(ctx(role), { customerId: c }),
}

type Outcome = 'allowed' | 'forbidden' | 'not_found'
const G: Outcome = 'allowed'
const F: Outcome = 'forbidden'
const N: Outcome = 'not_found'

/** Own agency (agency A). Columns: SuperAdmin, Admin, ContentManager, Analyst, User. */
const OWN_AGENCY: Record<string, [Outcome, Outcome, Outcome, Outcome, Outcome]> = {
  'users.list': [G, G, F, F, F],
  'users.get': [G, G, F, F, F],
  'users.invite': [G, G, F, F, F],
  'users.set_roles': [G, G, F, F, F],
  'users.deactivate': [G, G, F, F, F],
  'customers.list': [G, G, F, F, F],
  'customers.get': [G, G, F, F, F],
  'customers.create': [G, F, F, F, F],
  'customers.update': [G, G, F, F, F],
  'customers.microsite': [G, G, F, F, F],
  'customers.logo': [G, G, F, F, F],
  'customers.deactivate': [G, F, F, F, F],
  'roles.read': [G, F, F, F, F],
  'roles.change': [G, F, F, F, F],
  'leads.list': [G, G, F, G, F],
  'leads.get': [G, G, F, G, F],
  'leads.status': [G, G, F, F, F],
  'leads.reply': [G, G, F, F, F],
  'audit.list': [G, G, F, F, F],
}

/**
 * Another agency's records (agency B) for agency A's roles: what they may do at home
 * becomes 404 there; what they may not do at all stays 403. Portal-wide actions (list,
 * create, roles) have no "other agency" and are covered above.
 */
const OTHER_AGENCY: Record<string, [Outcome, Outcome, Outcome]> = {
  // Admin, ContentManager, Analyst
  'users.list': [N, F, F],
  'users.get': [N, F, F],
  'users.invite': [F, F, F],
  'users.set_roles': [N, F, F],
  'users.deactivate': [N, F, F],
  'customers.get': [N, F, F],
  'customers.update': [N, F, F],
  'customers.microsite': [N, F, F],
  'customers.logo': [N, F, F],
  'leads.list': [N, F, N],
  'leads.get': [N, F, N],
  'leads.status': [N, F, F],
  'leads.reply': [N, F, F],
  'audit.list': [N, F, F],
}

async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    await run()
    return 'allowed'
  } catch (error) {
    if (error instanceof AppError && error.code === 'FORBIDDEN') return 'forbidden'
    if (error instanceof AppError && error.code === 'NOT_FOUND') return 'not_found'
    throw error
  }
}

const ROLES: RoleName[] = ['SuperAdmin', 'Admin', 'ContentManager', 'Analyst', 'User']

describe('own agency: every role × every organisation action', () => {
  for (const [action, expected] of Object.entries(OWN_AGENCY)) {
    ROLES.forEach((role, i) => {
      test(`${role} ${expected[i] === 'allowed' ? 'may' : 'may not'} ${action}`, async () => {
        expect(await outcome(() => ACTIONS[action](role, agencyA.id))).toBe(expected[i])
      })
    })
  }
})

describe("another agency's records: agency roles never reach them", () => {
  for (const [action, expected] of Object.entries(OTHER_AGENCY)) {
    ;(['Admin', 'ContentManager', 'Analyst'] as RoleName[]).forEach((role, i) => {
      test(`${role} of agency A on agency B: ${action} → ${expected[i]}`, async () => {
        expect(await outcome(() => ACTIONS[action](role, agencyB.id))).toBe(expected[i])
      })
    })
  }
  test('SuperAdmin reaches every agency', async () => {
    for (const action of Object.keys(OTHER_AGENCY))
      expect(await outcome(() => ACTIONS[action]('SuperAdmin', agencyB.id))).toBe('allowed')
  })
})

test('every action of the matrix is listed in both tables or is portal-wide', () => {
  expect(Object.keys(OWN_AGENCY).sort()).toEqual(Object.keys(ACTIONS).sort())
  const portalWide = ['customers.list', 'customers.create', 'customers.deactivate', 'roles.read', 'roles.change']
  expect([...Object.keys(OTHER_AGENCY), ...portalWide].sort()).toEqual(Object.keys(ACTIONS).sort())
})

test('a visitor (no session) is told to sign in, not refused', async () => {
  await expect(listUsers({ db: db(), actor: null })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' })
  await expect(getRoleMatrix({ db: db(), actor: null })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' })
})

test('the roles table holds the five default roles the matrix relies on', async () => {
  const names = (await db().select({ name: roles.name }).from(roles)).map((r) => r.name)
  expect(names).toEqual(expect.arrayContaining(ROLES))
})
