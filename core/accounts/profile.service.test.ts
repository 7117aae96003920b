import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import sharp from 'sharp'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setEnvForTests } from '#config/env'
import type { DatabaseHandle } from '#db/client'
import { createTestDb } from '../../tests/setup/test-db'
import { insertUser } from '../../tests/factories/accounts'
import { signInAs } from '../../tests/factories/auth'
import { resolveActor } from './resolve-actor.service'
import {
  changePassword,
  getAccount,
  listMySessions,
  signOutOtherSessions,
  updatePhoto,
  updateProfile,
} from './profile.service'
import { verifyPassword } from './password.infra'
import { findUserById } from './account.queries'
import { ChangePasswordSchema, ProfileSchema } from './account.schemas'
import { parseInput } from '#core/shared/validation.utils'
import type { ServiceContext } from '#core/shared'

/** The use cases as an adapter calls them: the input parsed by the use case's schema first. */
const saveProfile = async (ctx: ServiceContext, input: unknown) => updateProfile(ctx, parseInput(ProfileSchema, input))
const setPassword = async (ctx: ServiceContext, input: unknown) =>
  changePassword(ctx, parseInput(ChangePasswordSchema, input))

let handle: DatabaseHandle
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-profile-'))
const PASSWORD = 'Clave-Rionegro-2024'

beforeAll(async () => {
  setEnvForTests({ DATA_DIR: dataDir })
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function actorFor(userId: number) {
  const session = await signInAs(handle.db, userId)
  const actor = await resolveActor(handle.db, new Headers({ authorization: `Bearer ${session.token}` }))
  return { actor: actor!, session, ctx: { db: handle.db, actor: actor! } }
}

describe('profile', () => {
  test('saves names, document, birthday, gender and phones (normalised)', async () => {
    const user = await insertUser(handle.db, { password: PASSWORD })
    const { ctx } = await actorFor(user.id)
    const view = await saveProfile(ctx, {
      first_name: ' Laura ',
      last_name: 'Mejía',
      document_type: 'CC',
      document_number: '1036123456',
      birthday: '1991-02-28',
      gender: 'female',
      phones: ['+57 300 123 4567', '', '(604) 444-5566'],
    })
    expect(view).toMatchObject({
      full_name: 'Laura Mejía',
      document_type: 'CC',
      birthday: '1991-02-28',
      gender: 'female',
      phones: ['573001234567', '6044445566'],
    })
  })

  test('a birthday after today, an impossible date and a bad phone are field errors', async () => {
    const user = await insertUser(handle.db)
    const { ctx } = await actorFor(user.id)
    const base = { first_name: 'A', last_name: 'B' }
    await expect(saveProfile(ctx, { ...base, birthday: '2999-01-01' })).rejects.toMatchObject({
      status: 422,
      fields: { birthday: [{ key: 'validation.date_after_today' }] },
    })
    await expect(saveProfile(ctx, { ...base, birthday: '2023-02-30' })).rejects.toMatchObject({
      fields: { birthday: [{ key: 'validation.date' }] },
    })
    await expect(saveProfile(ctx, { ...base, phones: ['12'] })).rejects.toMatchObject({ status: 422 })
    await expect(saveProfile(ctx, { ...base, document_type: 'XX' })).rejects.toMatchObject({
      fields: { document_type: [{ key: 'validation.invalid_option' }] },
    })
  })

  test('a visitor has no account', async () => {
    await expect(getAccount({ db: handle.db, actor: null })).rejects.toMatchObject({ status: 401 })
  })
})

describe('photo', () => {
  test('an image is stored as a 256 px WebP; a file that is not an image is refused by content', async () => {
    const user = await insertUser(handle.db)
    const { ctx } = await actorFor(user.id)
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#fecc2d' } })
      .png()
      .toBuffer()
    const view = await updatePhoto(ctx, new Uint8Array(png))
    expect(view.photo).toMatch(/^\/media\/avatars\/\d+-[0-9a-f]+\.webp$/)
    const stored = path.join(dataDir, 'media', view.photo!.replace('/media/', ''))
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 })
    const fake = new TextEncoder().encode('<svg onload="alert(1)"></svg>')
    await expect(updatePhoto(ctx, fake)).rejects.toMatchObject({
      status: 422,
      fields: { photo: [{ key: 'validation.file_type' }] },
    })
  })
})

describe('password change and sessions', () => {
  test('the current password must be right and the new one different', async () => {
    const user = await insertUser(handle.db, { password: PASSWORD })
    const { ctx } = await actorFor(user.id)
    await expect(
      setPassword(ctx, {
        current_password: 'wrong-one-1',
        password: 'Otra-Clave-Bello-1',
        password_confirmation: 'Otra-Clave-Bello-1',
      }),
    ).rejects.toMatchObject({ fields: { current_password: [{ key: 'auth.errors.current_password' }] } })
    await expect(
      setPassword(ctx, { current_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD }),
    ).rejects.toMatchObject({
      fields: { password: [{ key: 'validation.password_same' }] },
    })
  })

  test('changing it can end the other sessions while this one stays', async () => {
    const user = await insertUser(handle.db, { password: PASSWORD })
    const other = await signInAs(handle.db, user.id)
    const { ctx, session } = await actorFor(user.id)
    const result = await setPassword(ctx, {
      current_password: PASSWORD,
      password: 'Otra-Clave-Bello-1',
      password_confirmation: 'Otra-Clave-Bello-1',
      sign_out_others: 'on',
    })
    expect(result.endedSessions).toBe(1)
    expect(await resolveActor(handle.db, new Headers({ authorization: `Bearer ${other.token}` }))).toBeNull()
    expect(await resolveActor(handle.db, new Headers({ authorization: `Bearer ${session.token}` }))).not.toBeNull()
    expect(await verifyPassword((await findUserById(handle.db, user.id))!.passwordHash, 'Otra-Clave-Bello-1')).toBe(
      true,
    )
  })

  test('the sessions list marks this session; "cerrar las demás sesiones" ends the others at once', async () => {
    const user = await insertUser(handle.db)
    const other = await signInAs(handle.db, user.id)
    const { ctx, session } = await actorFor(user.id)
    const sessions = await listMySessions(ctx)
    expect(sessions).toHaveLength(2)
    expect(sessions.find((s) => s.isCurrent)?.id).toBe(session.sessionId)
    expect(await signOutOtherSessions(ctx)).toBe(1)
    expect(await resolveActor(handle.db, new Headers({ authorization: `Bearer ${other.token}` }))).toBeNull()
    expect(await listMySessions(ctx)).toHaveLength(1)
  })
})
