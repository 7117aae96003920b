/** The cluster's passwords and signing key: made at the first `up`, kept in CLUSTER_DIR (mode 600). */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'

export interface Secrets {
  /** The app's database role. */
  wi: string
  /** The standby's replication role. */
  replicator: string
  redis: string
  secretKey: string
  /** The demo accounts' password here (never the published one: see below). */
  demoPassword: string
}

const token = (bytes: number) => randomBytes(bytes).toString('hex')

/**
 * The hosts listen on addresses other than loopback, so they are a deployment: they switch off
 * any demo account whose password is a published one (ADR 0010). The cluster's demo is seeded
 * with a password of its own, printed once to the operator and kept here.
 */
export function loadSecrets(file: string): Secrets {
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets
  const secrets: Secrets = {
    wi: token(16),
    replicator: token(16),
    redis: token(16),
    secretKey: token(32),
    demoPassword: `Demo-${token(6)}`,
  }
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}
