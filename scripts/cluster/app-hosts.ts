/**
 * The app hosts (issue 34): `node server/index.ts` in namespaces of their own, each with
 * deploy/app/app.env filled in for it (written to CLUSTER_DIR/appN.env, mode 600), listening on its
 * own address. They share the database, Redis and the data volume; none seeds the demo.
 */
import fs from 'node:fs'
import path from 'node:path'
import { APP_PORT, MACHINE_ADDRESS, PRIMARY, REPLICA, SMTP_SINK_PORT, appHost, paths } from './layout'
import { parseEnvFile, render } from './render'
import { redisUrl } from './redis'
import type { Secrets } from './secrets'
import { inNamespace, startDetached, waitFor } from './shell'

export function databaseUrl(secrets: Secrets, part = PRIMARY): string {
  return `postgres://wi:${secrets.wi}@${part.address}:5432/wi`
}

export function hostEnvText(n: number, secrets: Secrets, port: number): string {
  return render('app/app.env', {
    host: appHost(n).address,
    public_url: `http://127.0.0.1:${port}`,
    proxy: MACHINE_ADDRESS,
    database_url: databaseUrl(secrets),
    // The same role and password: the standby is a copy of the primary.
    database_replica_url: databaseUrl(secrets, REPLICA),
    redis_url: redisUrl(secrets),
    secret_key: secrets.secretKey,
    data_dir: paths().data,
    smtp_url: `smtp://${MACHINE_ADDRESS}:${SMTP_SINK_PORT}`,
  })
}

/** Starts host n (1-based); returns its pid. */
export function startAppHost(n: number, secrets: Secrets, port: number): number {
  const files = paths()
  const envFile = files.hostEnv(n)
  fs.writeFileSync(envFile, hostEnvText(n, secrets, port), { mode: 0o600 })
  // The settings travel in the environment, not on the command line (which `ps` shows to anyone).
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...parseEnvFile(fs.readFileSync(envFile, 'utf8')) }
  const command = inNamespace(appHost(n).name, [process.execPath, '--import', 'tsx', 'server/index.ts'])
  return startDetached(command, { log: path.join(files.logs, `app${n}.log`), cwd: process.cwd(), env })
}

export async function healthy(n: number, timeoutMs = 120_000): Promise<void> {
  const url = `http://${appHost(n).address}:${APP_PORT}/api/health`
  await waitFor(
    `app host ${n}`,
    () =>
      fetch(url, { signal: AbortSignal.timeout(2000) }).then(
        (res) => res.ok,
        () => false,
      ),
    timeoutMs,
  )
}
