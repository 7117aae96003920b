/**
 * Integration keys: an agency's software calls the API with `Authorization: Bearer wik_…`
 * instead of a person's session. An agency Admin (`users.manage` there) creates, lists and
 * revokes them; a key is shown once and kept as its SHA-256, belongs to one agency and holds
 * only the permissions chosen for it (among those its creator holds there, and never the
 * management of people or roles). A request with a key acts as an actor with that one grant;
 * what it changes is audited with the key's id and name (ADR 0017).
 */
import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import { assertCan, scopeCovers, scopeOf } from '#core/access'
import { recordAudit } from '#core/audit'
import { env } from '#config/env'
import {
  apiKeyRevoked,
  assertNotLimited,
  createRateLimiter,
  encodeId,
  forbidden,
  notFound,
  unauthenticated,
  parseInput,
  PERMISSIONS,
  validationError,
  type Actor,
  type Permission,
  type RateLimiter,
  type ServiceContext,
} from '#core/shared'
import type { Executor } from '#db/client'
import {
  findApiKey,
  findLiveApiKeyByHash,
  insertApiKey,
  isRevokedApiKeyHash,
  listApiKeyRows,
  markApiKeyRevoked,
  touchApiKey,
} from './api-key.queries'
import type { ApiKeyCreatedSchema } from './api-key.view'
import { findGrantRows } from './session.queries'

const KEY_PREFIX = 'wik_'

/** Never given to a key: the management of people, agencies and roles, and the audit trail. */
const NEVER_FOR_KEYS: readonly Permission[] = ['users.manage', 'customers.manage', 'roles.manage', 'audit.read']

/** What a key may be given: the agency's listings, leads and figures. */
export const API_KEY_PERMISSIONS = PERMISSIONS.filter((p) => !NEVER_FOR_KEYS.includes(p)) as [
  Permission,
  ...Permission[],
]

export const ApiKeyCreateSchema = z.object({
  name: z.string().trim().min(1).max(80),
  permissions: z.array(z.enum(API_KEY_PERMISSIONS)).min(1),
})

export type ApiKeyCreate = z.infer<typeof ApiKeyCreateSchema>

/** Whether a bearer token is an integration key (rather than a session's access token). */
export const isApiKeyToken = (token: string) => token.startsWith(KEY_PREFIX)

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex')

/**
 * The actor of a live key, or null (unknown, its agency switched off or its creator
 * deactivated). A revoked key throws `apiKeyRevoked` (401 `api_key_revoked`): its software is
 * told what happened, not that a session expired. It holds the key's permissions that its creator still holds in the agency: a
 * demoted Admin's keys lose what they lost. Keys reach the back-office API only
 * (server/api/integration-keys.ts), never a person's own account.
 */
export async function actorFromApiKey(db: Executor, key: string): Promise<Actor | null> {
  const hash = hashKey(key)
  const row = await findLiveApiKeyByHash(db, hash)
  if (!row && (await isRevokedApiKeyHash(db, hash))) throw apiKeyRevoked()
  if (!row?.createdByUserId) return null
  const creator = await findGrantRows(db, row.createdByUserId)
  const holds = new Set(
    creator.filter((g) => g.customerId === null || g.customerId === row.customerId).map((g) => g.permission),
  )
  await touchApiKey(db, row.id)
  return {
    // The person who created it answers for it where a user is required (a listing's author).
    userId: row.createdByUserId,
    sessionId: null,
    email: '',
    fullName: row.name,
    apiKey: { id: row.id, name: row.name },
    grants: [
      {
        role: 'IntegrationKey',
        customerId: row.customerId,
        permissions: new Set(row.permissions.filter((p) => holds.has(p))),
      },
    ],
  }
}

/** The signed-in person managing keys somewhere. A key never manages keys, whatever it holds. */
function requirePerson(actor: Actor | null): Actor {
  if (!actor) throw unauthenticated()
  if (actor.apiKey) throw forbidden()
  assertCan(actor, 'users.manage')
  return actor
}

/** The agency a new key is for: the one asked, or the caller's only agency. */
function agencyOf(actor: Actor, customerId: number | null | undefined): number {
  if (customerId != null) return customerId
  const scope = scopeOf(actor, 'users.manage')
  if (scope !== 'all' && scope.length === 1) return scope[0]
  throw validationError({ customer_id: [{ key: 'validation.required' }] })
}

/** Creates a key; the key itself is in the answer and nowhere else, ever. */
export async function createApiKey(
  ctx: ServiceContext,
  input: ApiKeyCreate & { customerId?: number | null },
): Promise<z.output<typeof ApiKeyCreatedSchema>> {
  const actor = requirePerson(ctx.actor)
  const data = parseInput(ApiKeyCreateSchema, { name: input.name, permissions: input.permissions })
  const customerId = agencyOf(actor, input.customerId)
  assertCan(actor, 'users.manage', { inCustomer: customerId })
  const permissions = [...new Set(data.permissions)]
  // Never more than the creator holds in that agency.
  const beyond = permissions.filter((p) => !scopeCovers(scopeOf(actor, p), customerId))
  if (beyond.length) throw validationError({ permissions: [{ key: 'validation.invalid' }] })
  const key = KEY_PREFIX + randomBytes(32).toString('base64url')
  const prefix = key.slice(0, KEY_PREFIX.length + 8)
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertApiKey(tx, {
      customerId,
      name: data.name,
      prefix,
      keyHash: hashKey(key),
      permissions,
      createdByUserId: actor.userId,
    })
    await recordAudit(tx, actor, {
      action: 'api_key.create',
      entityType: 'api_key',
      entityId: created.id,
      customerId,
      data: { name: data.name, prefix, permissions },
    })
    return created
  })
  return { id: encodeId('apiKey', row.id), key, prefix }
}

export interface ApiKeyView {
  id: string
  name: string
  prefix: string
  permissions: string[]
  customer: { id: string; name: string }
  createdBy: string | null
  createdAt: string
  lastUsedAt: string | null
  revokedAt: string | null
}

/** The keys of the agencies where the caller manages people, newest first (never the keys themselves). */
export async function listApiKeys(ctx: ServiceContext): Promise<ApiKeyView[]> {
  const actor = requirePerson(ctx.actor)
  const rows = await listApiKeyRows(ctx.db, scopeOf(actor, 'users.manage'))
  const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString())
  return rows.map((r) => ({
    id: encodeId('apiKey', r.id),
    name: r.name,
    prefix: r.prefix,
    permissions: r.permissions,
    customer: { id: encodeId('customer', r.customerId), name: r.customerName },
    createdBy: r.createdBy,
    createdAt: iso(r.createdAt)!,
    lastUsedAt: iso(r.lastUsedAt),
    revokedAt: iso(r.revokedAt),
  }))
}

/** Revokes a key at once (a request with it is then 401); revoking it again changes nothing. */
export async function revokeApiKey(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requirePerson(ctx.actor)
  const row = await findApiKey(ctx.db, id)
  if (!row) throw notFound()
  assertCan(actor, 'users.manage', { customerId: row.customerId })
  if (row.revokedAt) return
  await ctx.db.transaction(async (tx) => {
    await markApiKeyRevoked(tx, id, actor.userId)
    await recordAudit(tx, actor, {
      action: 'api_key.revoke',
      entityType: 'api_key',
      entityId: id,
      customerId: row.customerId,
      data: { name: row.name, prefix: row.prefix },
    })
  })
}

let limiter: RateLimiter | null = null
/** Requests a minute per key (API_KEY_RATE_PER_MINUTE). */
function keyLimiter(): RateLimiter {
  return (limiter ??= createRateLimiter('api-key', { limit: env().API_KEY_RATE_PER_MINUTE, windowMs: 60_000 }))
}

/** Counts a request with `key`: a 429 (with Retry-After) past the key's rate. */
export async function assertApiKeyRate(key: string): Promise<void> {
  // By the whole key's hash: the prefix the back-office shows would let anyone spend its quota.
  assertNotLimited(await keyLimiter().hit(hashKey(key)))
}

/** Leaves a request made with a key in the audit log: which key, what it asked, what it got. */
export async function recordApiKeyUse(
  db: Executor,
  actor: Actor,
  request: { method: string; path: string; status: number },
): Promise<void> {
  if (!actor.apiKey) return
  await recordAudit(db, actor, {
    action: 'api_key.request',
    entityType: 'api_key',
    entityId: actor.apiKey.id,
    customerId: actor.grants[0]?.customerId ?? null,
    data: request,
  })
}
