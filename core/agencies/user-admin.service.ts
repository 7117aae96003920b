/**
 * Users in the back-office (`users.manage`): an agency's Admin lists, invites or creates
 * the members of its own agency, changes the roles they hold there and deactivates them;
 * a portal-wide holder (SuperAdmin) does so for everyone and grants portal-wide roles.
 * A deactivated user's sessions end at once. Every change is audited.
 */
import { randomBytes } from 'node:crypto'
import { hashPassword, endOtherSessions, hashToken, photoUrl } from '#core/accounts'
import { siteOrigin, encodeId, type ServiceContext, notFound, validationError, type FieldErrors } from '#core/shared'
import { recordAudit } from '#core/audit'
import { scopeCovers, type CustomerScope } from '#core/access'
import {
  assertCanChangeAccess,
  assertCanGrantRole,
  assertCanManageUser,
  assertCanManageUsers,
  assertCanManageUsersOf,
} from './agency.policy'
import { INVITE_TTL_DAYS, queueInviteEmail } from './org.mail'
import { PORTAL_WIDE_ROLES, type RoleAssignment, type UserCreateInput, type UserRolesInput } from './user-admin.schemas'
import {
  activeCustomerIds,
  deleteUserRoles,
  findRolesByName,
  findUserIdByEmail,
  findUserRow,
  insertInviteToken,
  insertStaffUser,
  insertUserRoles,
  listRoleNames,
  listUserRows,
  rolesOfUsers,
  setUserActive,
  type AdminUserRow,
  type UserRoleRow,
} from './user-admin.queries'

export const USERS_PER_PAGE = 25

export interface UserRoleView {
  role: string
  customerId: string | null
  customerName: string | null
}

export interface AdminUserView {
  id: string
  email: string
  firstName: string
  lastName: string
  fullName: string
  photo: string | null
  isActive: boolean
  emailVerified: boolean
  hasPassword: boolean
  lastLoginAt: string | null
  createdAt: string
  roles: UserRoleView[]
}

function roleView(r: UserRoleRow): UserRoleView {
  return {
    role: r.role,
    customerId: r.customerId ? encodeId('customer', r.customerId) : null,
    customerName: r.customerName,
  }
}

function userView(u: AdminUserRow, roleRows: UserRoleRow[], scope: CustomerScope): AdminUserView {
  return {
    id: encodeId('user', u.id),
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: `${u.firstName} ${u.lastName}`.trim(),
    photo: photoUrl(u.photoPath),
    isActive: u.isActive,
    emailVerified: !!u.emailVerifiedAt,
    hasPassword: !!u.passwordHash,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
    // An agency's Admin sees only the roles held in its agencies.
    roles: roleRows
      .filter((r) => r.userId === u.id && (scope === 'all' || (r.customerId !== null && scope.includes(r.customerId))))
      .map(roleView),
  }
}

/** The user when visible to the actor: portal-wide, or a member of one of the actor's agencies. */
async function loadVisibleUser(ctx: ServiceContext, userId: number) {
  const scope = assertCanManageUsers(ctx.actor)
  const user = await findUserRow(ctx.db, userId)
  if (!user) throw notFound()
  const roleRows = await rolesOfUsers(ctx.db, [user.id])
  assertCanManageUser(
    ctx.actor,
    roleRows.flatMap((r) => (r.customerId === null ? [] : [r.customerId])),
  )
  return { scope, user, roleRows }
}

export async function listUsers(
  ctx: ServiceContext,
  input: { q?: string | null; status?: 'active' | 'inactive' | null; customerId?: number | null; page?: number } = {},
) {
  const scope = assertCanManageUsers(ctx.actor)
  let customerIds: CustomerScope = scope
  if (input.customerId != null) {
    assertCanManageUsersOf(ctx.actor, input.customerId)
    customerIds = [input.customerId]
  }
  const page = Math.max(1, Math.floor(input.page ?? 1))
  const { rows, total } = await listUserRows(ctx.db, {
    customerIds,
    q: input.q?.trim() || null,
    status: input.status ?? null,
    limit: USERS_PER_PAGE,
    offset: (page - 1) * USERS_PER_PAGE,
  })
  const roleRows = await rolesOfUsers(
    ctx.db,
    rows.map((r) => r.id),
  )
  return { data: rows.map((u) => userView(u, roleRows, scope)), meta: { total, page, perPage: USERS_PER_PAGE } }
}

export async function getUser(ctx: ServiceContext, userId: number): Promise<AdminUserView> {
  const { scope, user, roleRows } = await loadVisibleUser(ctx, userId)
  return userView(user, roleRows, scope)
}

/** The roles the actor may hand out, and where (role form choices). */
export async function assignableRoles(ctx: ServiceContext) {
  const scope = assertCanManageUsers(ctx.actor)
  const names = (await listRoleNames(ctx.db)).map((r) => r.name)
  return names
    .filter((n) => scope === 'all' || !(PORTAL_WIDE_ROLES as readonly string[]).includes(n))
    .map((name) => ({ name, portalWide: (PORTAL_WIDE_ROLES as readonly string[]).includes(name) }))
}

interface ResolvedRole {
  roleId: number
  role: string
  customerId: number | null
}

/** Checks each requested role: it exists, it is placed right (portal-wide or in one agency) and the actor may grant it there. */
async function resolveAssignments(ctx: ServiceContext, assignments: RoleAssignment[]): Promise<ResolvedRole[]> {
  const fields: FieldErrors = {}
  const known = new Map(
    (await findRolesByName(ctx.db, [...new Set(assignments.map((a) => a.role))])).map((r) => [r.name, r.id]),
  )
  const live = new Set(
    await activeCustomerIds(
      ctx.db,
      assignments.flatMap((a) => (a.customer_id == null ? [] : [a.customer_id])),
    ),
  )
  const resolved: ResolvedRole[] = []
  const seen = new Set<string>()
  assignments.forEach((a, i) => {
    const roleId = known.get(a.role)
    if (roleId === undefined) {
      fields[`roles.${i}.role`] = [{ key: 'validation.invalid_option' }]
      return
    }
    const portalWide = (PORTAL_WIDE_ROLES as readonly string[]).includes(a.role)
    const customerId = a.customer_id
    if (portalWide) {
      if (customerId != null) fields[`roles.${i}.customer_id`] = [{ key: 'admin_org.users_errors.role_portal_wide' }]
      else assertCanGrantRole(ctx.actor, null)
    } else {
      if (customerId == null) {
        fields[`roles.${i}.customer_id`] = [{ key: 'validation.required' }]
        return
      }
      if (!live.has(customerId)) {
        fields[`roles.${i}.customer_id`] = [{ key: 'validation.id' }]
        return
      }
      assertCanGrantRole(ctx.actor, customerId)
    }
    const key = `${roleId}:${customerId ?? ''}`
    if (seen.has(key)) return
    seen.add(key)
    resolved.push({ roleId, role: a.role, customerId: portalWide ? null : customerId })
  })
  if (Object.keys(fields).length) throw validationError(fields)
  return resolved
}

function describe(roles: Array<{ role: string; customerId: number | null }>) {
  return roles.map((r) => (r.customerId ? `${r.role}@${r.customerId}` : r.role))
}

/**
 * Invites (an e-mail with a link to choose a password) or creates (password set now) a
 * member with the given roles. 422 when the e-mail is already registered.
 */
export async function createUser(ctx: ServiceContext, data: UserCreateInput): Promise<AdminUserView> {
  assertCanManageUsers(ctx.actor)
  const assignments = await resolveAssignments(ctx, data.roles)
  if (assignments.length === 0) throw validationError({ roles: [{ key: 'validation.min_items', params: { min: 1 } }] })
  if (await findUserIdByEmail(ctx.db, data.email)) throw validationError({ email: [{ key: 'validation.email_taken' }] })
  const passwordHash = data.mode === 'create' && data.password ? await hashPassword(data.password) : null
  const locale = ctx.locale ?? 'es-CO'
  const created = await ctx.db.transaction(async (tx) => {
    const user = await insertStaffUser(tx, {
      email: data.email,
      firstName: data.first_name,
      lastName: data.last_name,
      passwordHash,
      // A member created with a password was vouched for by staff; an invited one proves the address by following the link.
      emailVerifiedAt: data.mode === 'create' ? new Date() : null,
      locale,
    })
    if (!user) throw validationError({ email: [{ key: 'validation.email_taken' }] })
    await insertUserRoles(
      tx,
      assignments.map((a) => ({ userId: user.id, roleId: a.roleId, customerId: a.customerId })),
    )
    if (data.mode === 'invite') {
      const token = randomBytes(32).toString('base64url')
      await insertInviteToken(tx, user.id, hashToken(token), new Date(Date.now() + INVITE_TTL_DAYS * 86_400_000))
      const agency = (await rolesOfUsers(tx, [user.id])).find((r) => r.customerName)?.customerName ?? ''
      const path = `${locale === 'en' ? '/en' : ''}/reset_password/${encodeURIComponent(token)}`
      await queueInviteEmail(tx, {
        to: user.email,
        name: user.firstName,
        invitedBy: ctx.actor?.fullName || ctx.actor?.email || '',
        agency: agency || (locale === 'en' ? 'the portal' : 'el portal'),
        url: `${siteOrigin()}${path}`,
        locale,
      })
    }
    await recordAudit(tx, ctx.actor, {
      action: data.mode === 'invite' ? 'user.invite' : 'user.create',
      entityType: 'user',
      entityId: user.id,
      customerId: assignments.find((a) => a.customerId)?.customerId ?? null,
      data: { email: user.email, roles: describe(assignments) },
    })
    return user
  })
  return getUser(ctx, created.id)
}

/**
 * Replaces the roles a member holds within the actor's reach: an agency's Admin changes
 * only the roles of its own agency (roles elsewhere stay); portal-wide, all of them.
 */
export async function setUserRoles(ctx: ServiceContext, userId: number, data: UserRolesInput): Promise<AdminUserView> {
  const { scope, user, roleRows } = await loadVisibleUser(ctx, userId)
  if (user.id === ctx.actor?.userId)
    throw validationError({ roles: [{ key: 'admin_org.users_errors.self' }] }, 'admin_org.users_errors.self')
  const wanted = await resolveAssignments(ctx, data.roles)
  const inReach = roleRows.filter((r) => scope === 'all' || (r.customerId !== null && scope.includes(r.customerId)))
  const key = (r: { roleId: number; customerId: number | null }) => `${r.roleId}:${r.customerId ?? ''}`
  const wantedKeys = new Set(wanted.map(key))
  const currentKeys = new Set(inReach.map(key))
  const removed = inReach.filter((r) => !wantedKeys.has(key(r)))
  const added = wanted.filter((r) => !currentKeys.has(key(r)))
  if (removed.length === 0 && added.length === 0) return userView(user, roleRows, scope)
  await ctx.db.transaction(async (tx) => {
    await deleteUserRoles(
      tx,
      removed.map((r) => r.id),
    )
    await insertUserRoles(
      tx,
      added.map((a) => ({ userId: user.id, roleId: a.roleId, customerId: a.customerId })),
    )
    await recordAudit(tx, ctx.actor, {
      action: 'user.roles_update',
      entityType: 'user',
      entityId: user.id,
      customerId: [...added, ...removed].find((r) => r.customerId)?.customerId ?? null,
      data: { added: describe(added), removed: describe(removed) },
    })
  })
  return getUser(ctx, user.id)
}

/**
 * Deactivates (sessions end at once: every request checks the account is active, and the
 * refresh tokens die with their sessions) or reactivates a member. An agency's Admin may
 * do it only to accounts that belong to its agencies alone.
 */
export async function setUserActiveState(
  ctx: ServiceContext,
  userId: number,
  isActive: boolean,
): Promise<AdminUserView> {
  const { scope, user, roleRows } = await loadVisibleUser(ctx, userId)
  if (user.id === ctx.actor?.userId)
    throw validationError({ _: [{ key: 'admin_org.users_errors.self' }] }, 'admin_org.users_errors.self')
  assertCanChangeAccess(ctx.actor, roleRows)
  if (user.isActive !== isActive) {
    await ctx.db.transaction(async (tx) => {
      await setUserActive(tx, user.id, isActive)
      if (!isActive) await endOtherSessions(tx, user.id, null, 'deactivated')
      await recordAudit(tx, ctx.actor, {
        action: isActive ? 'user.activate' : 'user.deactivate',
        entityType: 'user',
        entityId: user.id,
        customerId: roleRows.find((r) => r.customerId !== null && scopeCovers(scope, r.customerId))?.customerId ?? null,
        data: { email: user.email },
      })
    })
  }
  return getUser(ctx, user.id)
}
