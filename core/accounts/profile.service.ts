/** The signed-in user's own account: profile, photo, password and sessions. */
import type { z } from 'zod'
import {
  type ServiceContext,
  AppError,
  unauthenticated,
  validationError,
  type Actor,
  assertNotLimited,
} from '#core/shared'
import type { ChangePasswordSchema, ProfileSchema } from './account.schemas'
import { findUserById, updateUser } from './account.queries'
import { currentPasswordLimiter } from './account.rate-limit'
import { queuePasswordChangedEmail } from './account.mail'
import { removeAvatar, storeAvatar } from './avatar.service'
import { hashPassword, verifyPassword } from './password.infra'
import { FIRST_PASSWORD_FRESH_MINUTES } from './profile.constants'
import { findGrantRows, findSessionStart } from './session.queries'
import { endOtherSessions, endOwnSession, listSessions } from './session.service'
import { accountUserView } from './user.view'

function requireSelf(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw unauthenticated()
  return ctx.actor
}

/** The signed-in person's own, active account; a 401 otherwise. */
export async function loadSelf(ctx: ServiceContext) {
  const actor = requireSelf(ctx)
  const user = await findUserById(ctx.db, actor.userId)
  if (!user || !user.isActive) throw unauthenticated()
  return { actor, user }
}

export async function getAccount(ctx: ServiceContext) {
  const { user } = await loadSelf(ctx)
  return accountUserView(user, await findGrantRows(ctx.db, user.id))
}

export async function updateProfile(ctx: ServiceContext, data: z.output<typeof ProfileSchema>) {
  const { user } = await loadSelf(ctx)
  const updated = await updateUser(ctx.db, user.id, {
    firstName: data.first_name,
    lastName: data.last_name,
    documentType: data.document_type,
    documentNumber: data.document_number,
    birthday: data.birthday,
    gender: data.gender,
    phones: data.phones,
  })
  return accountUserView(updated ?? user, await findGrantRows(ctx.db, user.id))
}

/** Replaces the profile photo with an uploaded image (type checked by content). */
export async function updatePhoto(ctx: ServiceContext, bytes: Uint8Array) {
  const { user } = await loadSelf(ctx)
  const relative = await storeAvatar(user.id, bytes)
  const updated = await updateUser(ctx.db, user.id, { photoPath: relative })
  if (user.photoPath && user.photoPath !== relative) await removeAvatar(user.photoPath)
  return accountUserView(updated ?? user, await findGrantRows(ctx.db, user.id))
}

export async function removePhoto(ctx: ServiceContext) {
  const { user } = await loadSelf(ctx)
  await updateUser(ctx.db, user.id, { photoPath: null })
  await removeAvatar(user.photoPath)
}

/**
 * Changes the password: the current one must be right (wrong guesses are limited per
 * user, each counted before the check) and the new one different; other sessions are ended
 * when asked (the current one stays signed in).
 */
export async function changePassword(ctx: ServiceContext, data: z.output<typeof ChangePasswordSchema>) {
  const { actor, user } = await loadSelf(ctx)
  if (user.passwordHash) {
    if (!data.current_password) throw validationError({ current_password: [{ key: 'validation.required' }] })
    const key = String(user.id)
    assertNotLimited(await currentPasswordLimiter.hit(key))
    if (!(await verifyPassword(user.passwordHash, data.current_password))) {
      throw validationError({ current_password: [{ key: 'auth.errors.current_password' }] })
    }
    await currentPasswordLimiter.reset(key)
  } else {
    await assertFreshSignIn(ctx, actor)
  }
  const passwordHash = await hashPassword(data.password)
  let ended = 0
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash })
    if (data.sign_out_others) ended = await endOtherSessions(tx, user.id, actor.sessionId, 'password_changed')
    await queuePasswordChangedEmail(tx, user, ctx.locale ?? 'es-CO')
  })
  return { endedSessions: ended }
}

/**
 * An account made through Google or Facebook has no password to confirm, so whoever holds
 * its session could otherwise add one and keep the account. Its first password is accepted
 * only in a session that signed in within the last minutes (the provider just vouched for
 * the person); refreshing a session keeps its sign-in time, so an old session never counts.
 */
async function assertFreshSignIn(ctx: ServiceContext, actor: Actor) {
  const startedAt = actor.sessionId ? await findSessionStart(ctx.db, actor.sessionId, actor.userId) : undefined
  if (!startedAt || Date.now() - startedAt.getTime() > FIRST_PASSWORD_FRESH_MINUTES * 60_000) {
    throw new AppError('FORBIDDEN', {
      key: 'auth.errors.sign_in_again',
      params: { minutes: FIRST_PASSWORD_FRESH_MINUTES },
    })
  }
}

export async function listMySessions(ctx: ServiceContext) {
  const actor = requireSelf(ctx)
  return listSessions(ctx.db, actor.userId, actor.sessionId)
}

/** "Cerrar las demás sesiones": every session but this one ends at once. */
export async function signOutOtherSessions(ctx: ServiceContext) {
  const actor = requireSelf(ctx)
  return endOtherSessions(ctx.db, actor.userId, actor.sessionId)
}

export async function signOutSession(ctx: ServiceContext, sessionId: string) {
  const actor = requireSelf(ctx)
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return
  await endOwnSession(ctx.db, actor.userId, sessionId)
}
