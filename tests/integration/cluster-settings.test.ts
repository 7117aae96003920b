/**
 * The local cluster's app hosts (scripts/cluster, deploy/app/app.env) are configured as the
 * reference deployment says (ADR 0030, 0031): their settings pass the server's own validation,
 * and the reads that may lag go to the standby.
 */
import { expect, test } from 'vitest'
import { parseEnv } from '#config/env'
import { hostEnvText } from '../../scripts/cluster/app-hosts'
import { PRIMARY, REPLICA } from '../../scripts/cluster/layout'
import { parseEnvFile } from '../../scripts/cluster/render'

const secrets = { wi: 'w1', replicator: 'r1', redis: 'x1', secretKey: 'k'.repeat(64), demoPassword: 'Demo-1' }

test("an app host's settings read the primary and send the reads that may lag to the standby", () => {
  const env = parseEnv(parseEnvFile(hostEnvText(2, secrets, 8080)))
  const primary = new URL(env.DATABASE_URL!)
  const standby = new URL(env.DATABASE_REPLICA_URL!)
  expect(primary.hostname).toBe(PRIMARY.address)
  expect(standby.hostname).toBe(REPLICA.address)
  expect([standby.username, standby.password, standby.pathname]).toEqual([primary.username, 'w1', '/wi'])
  expect(env.READ_YOUR_WRITES_SECONDS).toBeGreaterThanOrEqual(env.REPLICA_MAX_LAG_SECONDS + 2)
})

test('a read-your-writes window shorter than the lag bound is refused when there is a standby', () => {
  const standby = { DATABASE_URL: 'postgres://a/b', DATABASE_REPLICA_URL: 'postgres://c/b' }
  expect(() => parseEnv({ ...standby, REPLICA_MAX_LAG_SECONDS: '5', READ_YOUR_WRITES_SECONDS: '6' })).toThrow(
    /READ_YOUR_WRITES_SECONDS: must be at least REPLICA_MAX_LAG_SECONDS \+ 2/,
  )
  expect(parseEnv({ REPLICA_MAX_LAG_SECONDS: '5', READ_YOUR_WRITES_SECONDS: '6' }).READ_YOUR_WRITES_SECONDS).toBe(6)
})
