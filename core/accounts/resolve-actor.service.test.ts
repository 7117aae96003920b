import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '#db/client'
import { createTestDb } from '../../tests/setup/test-db'
import { insertUser } from '../../tests/factories/accounts'
import { signInAs } from '../../tests/factories/auth'
import { can } from '#core/access/assert-can.policy'
import { SignJWT } from 'jose'
import { resolveActor } from './resolve-actor.service'
import { endSession, refreshSession } from './session.service'
import { signingKey } from './signing-key.config'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(() => handle.close())

const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` })

describe('resolveActor', () => {
  test('a visitor without a token is nobody', async () => {
    expect(await resolveActor(handle.db, new Headers())).toBeNull()
  })

  test('a bearer token and the auth cookie both resolve to the user with the role permissions', async () => {
    const user = await insertUser(handle.db, {
      role: 'Analyst',
      customerId: null,
      firstName: 'Luisa',
      lastName: 'Gómez',
    })
    const session = await signInAs(handle.db, user.id)
    const viaBearer = await resolveActor(handle.db, bearer(session.token))
    expect(viaBearer).toMatchObject({ userId: user.id, fullName: 'Luisa Gómez', sessionId: session.sessionId })
    expect(can(viaBearer, 'leads.read')).toBe(true)
    expect(can(viaBearer, 'users.manage')).toBe(false)
    const viaCookie = await resolveActor(handle.db, new Headers({ cookie: `other=1; ${session.cookie}` }))
    expect(viaCookie?.userId).toBe(user.id)
  })

  test('an ended session is refused at once, before the token expires', async () => {
    const user = await insertUser(handle.db)
    const session = await signInAs(handle.db, user.id)
    await endSession(handle.db, session.sessionId)
    expect(await resolveActor(handle.db, bearer(session.token))).toBeNull()
  })

  test('tampered, foreign-algorithm and wrong-type tokens are refused', async () => {
    const user = await insertUser(handle.db)
    const session = await signInAs(handle.db, user.id)
    const [h, p, s] = session.token.split('.')
    expect(await resolveActor(handle.db, bearer(`${h}.${p}.${s.slice(0, -2)}AA`))).toBeNull()
    const none = `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${p}.`
    expect(await resolveActor(handle.db, bearer(none))).toBeNull()
    const refreshTyped = await new SignJWT({ sid: session.sessionId, token_type: 'refresh' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(String(user.id))
      .setIssuer('wi-inmuebles')
      .setAudience('wi-inmuebles-api')
      .setExpirationTime('5m')
      .sign(signingKey())
    expect(await resolveActor(handle.db, bearer(refreshTyped))).toBeNull()
  })

  test('a spent refresh token ends the whole session', async () => {
    const user = await insertUser(handle.db)
    const session = await signInAs(handle.db, user.id)
    const next = await refreshSession(handle.db, session.refreshToken)
    expect(await resolveActor(handle.db, bearer(next.accessToken))).not.toBeNull()
    await expect(refreshSession(handle.db, session.refreshToken)).rejects.toMatchObject({ status: 401 })
    expect(await resolveActor(handle.db, bearer(next.accessToken))).toBeNull()
    await expect(refreshSession(handle.db, next.refreshToken)).rejects.toMatchObject({ status: 401 })
  })
})

describe('cookies under HTTPS', () => {
  test('__Host- names with Secure, Path=/ and no Domain; the plain name is then ignored', async () => {
    const { setEnvForTests } = await import('#config/env')
    const { sessionCookies } = await import('./auth-cookies.utils')
    setEnvForTests({ PUBLIC_URL: 'https://wi.example' })
    try {
      const user = await insertUser(handle.db)
      const session = await signInAs(handle.db, user.id)
      const cookies = sessionCookies({
        accessToken: session.token,
        tokenTtl: 60,
        refreshToken: 'r',
        refreshExpiresAt: new Date(Date.now() + 86_400_000),
      })
      expect(cookies[0]).toMatch(/^__Host-auth=.+; Path=\/; Max-Age=3600; SameSite=Lax; HttpOnly; Secure$/)
      expect(cookies.join()).not.toMatch(/Domain=/i)
      expect(await resolveActor(handle.db, new Headers({ cookie: `__Host-auth=${session.token}` }))).not.toBeNull()
      expect(await resolveActor(handle.db, new Headers({ cookie: `auth=${session.token}` }))).toBeNull()
    } finally {
      setEnvForTests({ PUBLIC_URL: undefined })
    }
  })
})
