/**
 * `npm run cluster -- up [--hosts 3] [--listings 2400]` | `down` | `status`
 *
 * A local cluster of the reference deployment in deploy/ (issue 34; ADR 0030): a PostgreSQL
 * primary and a hot standby, Redis, and N app hosts, each in a network namespace of its own on
 * one bridge, behind HAProxy on 127.0.0.1:CLUSTER_PORT (8080). Its files live in CLUSTER_DIR
 * (/tmp/wi-cluster); its databases are its own, seeded once with the demo. Needs root (or sudo)
 * for the namespaces; installs haproxy and the PostgreSQL server from Debian when missing.
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { spawnSync } from 'node:child_process'
import { ensureHaproxy } from './cluster/haproxy'
import { clusterUp } from './cluster/up'
import { clusterDown } from './cluster/down'
import { clusterStatus } from './cluster/status'
import { MAX_HOSTS } from './cluster/layout'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    hosts: { type: 'string', default: '3' },
    listings: { type: 'string', default: process.env.SEED_LISTINGS ?? '2400' },
    help: { type: 'boolean', default: false },
  },
})

const usage = 'Usage: npm run cluster -- up [--hosts N] [--listings N] | down | status'
const [command] = positionals
if (values.help || !command) {
  console.log(usage)
  process.exit(values.help ? 0 : 1)
}

const whole = (name: string, raw: string, min: number, max: number) => {
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
    process.exit(1)
  }
  return n
}

try {
  if (command === 'up') {
    const hosts = whole('hosts', values.hosts, 1, MAX_HOSTS)
    const listings = whole('listings', values.listings, 0, 2_000_000)
    if (!fs.existsSync('build/server/index.js')) {
      console.log('No build found: building once…')
      if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1)
    }
    ensureHaproxy()
    await clusterUp({ hosts, listings })
  } else if (command === 'down') {
    await clusterDown()
  } else if (command === 'status') {
    await clusterStatus()
  } else {
    console.error(usage)
    process.exit(1)
  }
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
