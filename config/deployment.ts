/**
 * A demo is not a deployment (docs/decisions/0010-a-demo-is-not-a-deployment.md).
 * The server is a *local demo* only while nobody else can reach it: its public address is
 * unset or a loopback origin, and it listens on a loopback interface. Only then does it
 * seed demo accounts and serve the development mailbox. Absolute links never come from a
 * request's Host header: they come from PUBLIC_URL, or from the local listening address.
 */
import { isIP } from 'node:net'
import os from 'node:os'
import type { Env } from './env'

type Settings = Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>

/** `localhost`, `*.localhost`, 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  const mapped = name.startsWith('::ffff:') ? name.slice(7) : name
  if (isIP(mapped) === 4) return mapped.startsWith('127.')
  return isIP(name) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(name)
}

function publicUrlIsLoopback(settings: Pick<Env, 'PUBLIC_URL'>): boolean {
  return !settings.PUBLIC_URL || isLoopbackHost(new URL(settings.PUBLIC_URL).hostname)
}

/**
 * The interface the server listens on: HOST when set; otherwise loopback for a local demo
 * (no PUBLIC_URL, or a loopback one) and every interface once PUBLIC_URL names a real host.
 */
export function listenHost(settings: Pick<Env, 'PUBLIC_URL' | 'HOST'>): string {
  if (settings.HOST) return settings.HOST
  return publicUrlIsLoopback(settings) ? '127.0.0.1' : '0.0.0.0'
}

/** True while only this machine can reach the server: demo data and the mailbox are allowed. */
export function isLocalDemo(settings: Pick<Env, 'PUBLIC_URL' | 'HOST'>): boolean {
  return publicUrlIsLoopback(settings) && isLoopbackHost(listenHost(settings))
}

/** The origin of every absolute link (e-mails, sitemap, robots, canonical, Open Graph). */
export function publicOrigin(settings: Settings): string {
  return settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`
}

/** What an operator should know at start: each line is printed as a warning. */
export function deploymentWarnings(settings: Settings & Pick<Env, 'SMTP_URL' | 'SMS_URL'>): string[] {
  if (isLocalDemo(settings)) return []
  const warnings: string[] = []
  if (!settings.PUBLIC_URL)
    warnings.push(
      `PUBLIC_URL is not set while the server listens on ${listenHost(settings)}: links in e-mails and the sitemap point at ${publicOrigin(settings)}. Set PUBLIC_URL to the portal's public address.`,
    )
  if (!settings.SMTP_URL)
    warnings.push(
      'SMTP_URL is not set: e-mails (account confirmation, password reset, alerts) are kept in the outbox and not sent until it is. The development mailbox exists only on a local demo.',
    )
  if (!settings.SMS_URL)
    warnings.push(
      'SMS_URL is not set: phone confirmation codes cannot be sent (answered 503) until it is (docs/sms.md). The development SMS outbox exists only on a local demo.',
    )
  return warnings
}

/**
 * How many server processes share the port: SERVER_PROCESSES, else one per core on PostgreSQL.
 * PGlite is opened by one process only and development (Vite) runs as one; the API-only server
 * (tests) runs as one unless SERVER_PROCESSES says otherwise.
 */
export function serverProcesses(
  settings: Pick<Env, 'SERVER_PROCESSES' | 'DATABASE_URL'>,
  mode: { dev: boolean; apiOnly: boolean },
): number {
  if (!settings.DATABASE_URL || mode.dev) return 1
  return settings.SERVER_PROCESSES ?? (mode.apiOnly ? 1 : os.availableParallelism())
}

/** Why a SERVER_PROCESSES above one is not followed (the embedded database, development), or null. */
export function ignoredServerProcesses(
  settings: Pick<Env, 'SERVER_PROCESSES' | 'DATABASE_URL'>,
  mode: { dev: boolean },
): string | null {
  const asked = settings.SERVER_PROCESSES
  if (asked == null || asked <= 1) return null
  if (!settings.DATABASE_URL)
    return `SERVER_PROCESSES=${asked} is not followed: the embedded database (PGlite) is opened by one process. Set DATABASE_URL to a PostgreSQL server to run several.`
  if (mode.dev) return `SERVER_PROCESSES=${asked} is not followed in development: Vite serves from one process.`
  return null
}
