import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, ownedBy, refersTo, timestamptz, updatedAt } from './columns'
import { sql } from 'drizzle-orm'
import { customers } from './customers'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    birthday: date('birthday'),
    gender: text('gender'),
    phones: jsonb('phones').$type<string[]>().notNull().default([]),
    /** The mobile phone being confirmed or confirmed (E.164), and when its code was typed back (migration 0031). */
    phone: text('phone'),
    phoneConfirmedAt: timestamptz('phone_confirmed_at'),
    photoPath: text('photo_path'),
    locale: text('locale').notNull().default('es-CO'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    lastLoginAt: timestamptz('last_login_at'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
)

/** A Google or Facebook identity, keyed by the provider's subject id. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    provider: text('provider', { enum: ['google', 'facebook', 'oidc'] }).notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_provider_subject_uq').on(t.provider, t.subject)],
)

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  isSystem: boolean('is_system').notNull().default(false),
})

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
})

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: ownedBy('role_id', () => roles.id),
    permissionId: ownedBy('permission_id', () => permissions.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
)

/** A role held by a user, optionally scoped to one agency. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    roleId: ownedBy('role_id', () => roles.id),
    customerId: integer('customer_id').references(() => customers.id),
  },
  (t) => [index('user_roles_user_idx').on(t.userId)],
)

/** A signed-in session; its refresh tokens form one rotation family. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy('user_id', () => users.id),
    strategy: text('strategy').notNull().default('local'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
)

/** Refresh tokens, stored as SHA-256 hashes; a reused one revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    usedAt: timestamptz('used_at'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
)

/** Single-use tokens for e-mail confirmation and password reset (hashed). */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind', { enum: ['confirm_email', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.kind)],
)

/** A code sent by SMS to confirm a phone (migration 0031): only its HMAC is kept; live while unconsumed, unexpired, under 5 attempts. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('phone_codes_user_idx').on(t.userId, t.id)],
)

/** An agency's integration key (migration 0011): only its SHA-256 is kept; the key is shown once. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    customerId: refersTo('customer_id', () => customers.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    permissions: text('permissions').array().notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    revokedByUserId: integer('revoked_by_user_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_unique').on(t.keyHash),
    index('api_keys_customer_idx').on(t.customerId, t.createdAt),
  ],
)
