/**
 * The one place that reads process.env. Start-up validates every setting once and
 * stops with a readable message when a value is wrong (see docs/architecture.md).
 */
import path from 'node:path'
import { z } from 'zod'

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    })

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset: loopback for a local demo, every interface once PUBLIC_URL is public (config/deployment.ts). */
  HOST: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  /**
   * A streaming standby of DATABASE_URL for the reads that may lag a little (ADR 0031): the search
   * index, public listing and place pages, feeds, sitemaps, statistics. Ignored on the embedded database.
   */
  DATABASE_REPLICA_URL: optionalUrl(['postgres://', 'postgresql://']),
  /** A standby further behind than this takes no reads until it catches up. */
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  /**
   * After a write, the visitor's reads stay on the primary until the standby has replayed it, at
   * most this long; then the lag bound holds (so it must exceed REPLICA_MAX_LAG_SECONDS by the
   * probe's 2 s of uncertainty).
   */
  READ_YOUR_WRITES_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  PUBLIC_URL: z
    .preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional())
    .transform((v) => v?.replace(/\/$/, '')),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  /**
   * The SMS provider (docs/sms.md): codes are POSTed as JSON to SMS_URL with `Authorization: Bearer SMS_TOKEN`.
   * Unset: a local demo writes each SMS to DATA_DIR/sms (listed at /dev/outbox); a deployment sends none.
   */
  SMS_URL: optionalUrl(['https://', 'http://']),
  SMS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  MAIL_FROM: z.string().default('Wi Inmuebles <no-responder@wi-inmuebles.local>'),
  /** Where the portal team receives the advertise-with-us leads. */
  TEAM_EMAIL: z.string().default('equipo@wi-inmuebles.local'),
  BRAND_NAME: z.string().min(1).default('Wi Inmuebles'),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SQIDS_ALPHABET: z.string().min(20).optional(),
  DEMO_PASSWORD: z.string().min(8).default('Demo1234!'),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  SEED_LISTINGS: z.coerce.number().int().min(0).max(2_000_000).default(2400),
  /** Where `npm run build` writes and the production server reads the build. */
  WI_BUILD_DIR: z.string().min(1).default('build'),
  MAX_PHOTOS_PER_PROPERTY: z.coerce.number().int().min(1).max(200).default(30),
  /** How many listings an owner may keep published or in review at a time (issue 33). */
  OWNER_MAX_PUBLISHED: z.coerce.number().int().min(1).max(100).default(2),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(15 * 1024 * 1024),
  TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(21)
    .max(24 * 60)
    .default(60),
  REFRESH_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.url().optional(),
  GOOGLE_TOKEN_URL: z.url().optional(),
  GOOGLE_USERINFO_URL: z.url().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTH_URL: z.url().optional(),
  FACEBOOK_TOKEN_URL: z.url().optional(),
  FACEBOOK_USERINFO_URL: z.url().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:soporte@wi-inmuebles.local'),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().default('© OpenStreetMap'),
  /**
   * Searches read the in-process search index (ADR 0013); `false` answers every search with
   * SQL alone (slower, equally exact: for comparison and as an escape hatch).
   */
  SEARCH_INDEX: booleanFlag.default(true),
  /**
   * Server processes sharing the port (node:cluster). Unset: one per core on PostgreSQL, one on
   * the embedded database (which only one process can open). See ADR 0015.
   */
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).optional(),
  /** How often saved searches are checked for new matches (the alert e-mails and pushes). */
  ALERT_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Requests a minute one integration key may make (then 429 with Retry-After). */
  API_KEY_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  BACKOFFICE_URL: z.string().optional(),
  BLOG_URL: z.string().default('https://blog.wi-inmuebles.com'),
  SHOW_FOOTER_SEARCH_LINKS: booleanFlag.default(true),
  SHOW_FOOTER_MOBILE_MENU: booleanFlag.default(true),
  CHAT_SCRIPT_URL: z.string().optional(),
  INSTAGRAM_URL: z.url().default('https://www.instagram.com/wiinmuebles'),
  FACEBOOK_URL: z.url().default('https://www.facebook.com/wiinmuebles'),
  PORTAL_WHATSAPP: z
    .string()
    .regex(/^\d{10,15}$/, 'must be digits with country code')
    .default('573001234567'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Public base address of the bucket (a CDN); defaults to S3_ENDPOINT/S3_BUCKET (path style). */
  S3_PUBLIC_URL: z
    .url()
    .optional()
    .transform((v) => v?.replace(/\/$/, '')),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * Which X-Forwarded-For hops to believe: `false` (none), `true` or a number (that many
   * proxies in front of the server), or a comma-separated list of proxy addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v)
      if (parsed === null)
        ctx.addIssue({ code: 'custom', message: 'must be false, true, a hop count or a list of addresses' })
      return parsed ?? { hops: 0 }
    }),
  /**
   * On SIGTERM the host answers /api/health 503 and keeps serving this long before it closes, so
   * that a load balancer stops sending to it first (its check interval × falls; 0 alone).
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** A request whose headers and body have not all arrived by then is answered 408 and closed. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Open connections one address may hold (0: no cap). Behind a proxy every connection is the proxy's. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(64),
  /** Largest JSON or form body accepted (uploads have their own limit, MAX_UPLOAD_BYTES). */
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
})

/** The read-your-writes window must outlast the lag bound, or a write could be read stale after it. */
const READ_YOUR_WRITES_MARGIN_SECONDS = 2

export type TrustProxy = { hops: number } | { addresses: string[] }

function parseTrustProxy(value: string | undefined): TrustProxy | null {
  if (!value || value === 'false' || value === '0') return { hops: 0 }
  if (value === 'true') return { hops: 1 }
  if (/^\d+$/.test(value)) return { hops: Math.min(Number(value), 10) }
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  const valid = addresses.every((a) => /^[\d.]+(\/\d+)?$|^[\da-f:.]+(\/\d+)?$/i.test(a))
  return valid && addresses.length ? { addresses } : null
}

export type Env = z.infer<typeof EnvSchema> & { DATA_DIR_ABS: string }

/** Parses an environment; throws an Error whose message lists every bad setting. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.superRefine((v, ctx) => {
    if (
      v.DATABASE_REPLICA_URL &&
      v.READ_YOUR_WRITES_SECONDS < v.REPLICA_MAX_LAG_SECONDS + READ_YOUR_WRITES_MARGIN_SECONDS
    )
      ctx.addIssue({
        code: 'custom',
        path: ['READ_YOUR_WRITES_SECONDS'],
        message: `must be at least REPLICA_MAX_LAG_SECONDS + ${READ_YOUR_WRITES_MARGIN_SECONDS}`,
      })
  }).safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every setting.`)
  }
  return { ...result.data, DATA_DIR_ABS: path.resolve(result.data.DATA_DIR) }
}

let cached: Env | undefined

/** The validated settings of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** Tests start servers with their own settings. */
export function setEnvForTests(overrides: Record<string, string | undefined>) {
  cached = parseEnv({ ...process.env, ...overrides })
  return cached
}
