import { describe, expect, test } from 'vitest'
import type { Actor, ActorGrant, Permission } from '#core/shared/actor.constants'
import { AppError } from '#core/shared/app.errors'
import { assertCan, can, scopeOf, type AccessTarget } from './assert-can.policy'

const A = 1
const B = 2
const C = 3

function actor(...grants: Array<[customerId: number | null, permissions: Permission[]]>): Actor {
  return {
    userId: 7,
    sessionId: null,
    email: 'ana@example.test',
    fullName: 'Ana',
    grants: grants.map(([customerId, permissions]): ActorGrant => ({
      role: 'Custom',
      customerId,
      permissions: new Set(permissions),
    })),
  }
}

/** The answer of assertCan as the adapters see it: 'ok' or the error's status. */
function answer(who: Actor | null, permission: Permission, target?: AccessTarget): 'ok' | number {
  try {
    assertCan(who, permission, target)
  } catch (error) {
    if (error instanceof AppError) return error.status
    throw error
  }
  expect(can(who, permission, target)).toBe(true)
  return 'ok'
}

const portalWide = actor([null, ['properties.read', 'properties.publish']])
const readerOfA = actor([A, ['properties.read']])
const editorOfA = actor([A, ['properties.read', 'properties.publish']])
const visitor = actor([null, []])

describe('assertCan', () => {
  test('nobody signed in is told to sign in (401), whatever is asked', () => {
    expect(answer(null, 'leads.read')).toBe(401)
    expect(answer(null, 'roles.manage', 'portal')).toBe(401)
    expect(answer(null, 'leads.read', { customerId: A })).toBe(401)
    expect(can(null, 'leads.read')).toBe(false)
  })

  test('anywhere: allowed when the permission is held in some agency or portal-wide, else 403', () => {
    expect(answer(readerOfA, 'properties.read')).toBe('ok')
    expect(answer(portalWide, 'properties.read')).toBe('ok')
    expect(answer(readerOfA, 'properties.publish')).toBe(403)
    expect(answer(visitor, 'properties.read')).toBe(403)
  })

  test('portal-wide actions need the permission without an agency; an agency holder gets 403', () => {
    expect(answer(portalWide, 'properties.read', 'portal')).toBe('ok')
    expect(answer(readerOfA, 'properties.read', 'portal')).toBe(403)
  })

  test('a record of another agency is 404 to a holder elsewhere, 403 to whoever holds the permission nowhere', () => {
    expect(answer(readerOfA, 'properties.read', { customerId: A })).toBe('ok')
    expect(answer(portalWide, 'properties.read', { customerId: B })).toBe('ok')
    expect(answer(readerOfA, 'properties.read', { customerId: B })).toBe(404)
    expect(answer(visitor, 'properties.read', { customerId: A })).toBe(403)
    expect(answer(readerOfA, 'properties.read', { customerId: null })).toBe(404)
    expect(answer(portalWide, 'properties.read', { customerId: null })).toBe('ok')
  })

  test('the not-found message can be named', () => {
    expect(() =>
      assertCan(readerOfA, 'properties.read', { customerId: B, notFoundKey: 'errors.property_not_found' }),
    ).toThrow(expect.objectContaining({ messageRef: { key: 'errors.property_not_found' } }))
  })

  test('seen with another permission: 403 when the record is visible but the action is not allowed, 404 when hidden', () => {
    const publish = (who: Actor, customerId: number) =>
      answer(who, 'properties.publish', { customerId, seenWith: 'properties.read' })
    expect(publish(editorOfA, A)).toBe('ok')
    expect(publish(readerOfA, A)).toBe(403)
    expect(publish(editorOfA, B)).toBe(404)
    expect(publish(readerOfA, B)).toBe(404)
    expect(publish(visitor, A)).toBe(403)
  })

  test('a record shared by agencies is reachable through any of them', () => {
    expect(answer(readerOfA, 'properties.read', { customerId: [B, A] })).toBe('ok')
    expect(answer(readerOfA, 'properties.read', { customerId: [B, C] })).toBe(404)
    expect(answer(readerOfA, 'properties.read', { customerId: [] })).toBe(404)
  })

  test('an agency the request names must be one of the actor’s: 403 otherwise (nothing to hide)', () => {
    expect(answer(readerOfA, 'properties.read', { inCustomer: A })).toBe('ok')
    expect(answer(readerOfA, 'properties.read', { inCustomer: B })).toBe(403)
    expect(answer(portalWide, 'properties.read', { inCustomer: B })).toBe('ok')
  })

  test('returns the agencies the actor may act on with the permission', () => {
    const member = actor([A, ['leads.read']], [C, ['leads.read', 'leads.manage']], [B, ['users.manage']])
    expect(assertCan(member, 'leads.read')).toEqual([A, C])
    expect(assertCan(member, 'leads.manage', { customerId: C })).toEqual([C])
    expect(assertCan(portalWide, 'properties.read')).toBe('all')
    expect(scopeOf(visitor, 'properties.read')).toEqual([])
    expect(scopeOf(null, 'properties.read')).toEqual([])
  })
})
