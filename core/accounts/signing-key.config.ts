/**
 * The key that signs access tokens: SECRET_KEY when set; otherwise one generated once into
 * DATA_DIR/secret.key (mode 0600) and reused, so tokens survive a restart of a local
 * install. Tests without SECRET_KEY get a fixed key so no file is written.
 */
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { env } from '#config/env'
import { boundedMemo } from '#core/shared'

const TEST_KEY = 'test-only-secret-key-0123456789abcdef-wi-inmuebles'
/** The key of each source (SECRET_KEY, the test key, a DATA_DIR's file), made once. */
const keys = boundedMemo<Uint8Array>(4)

function readOrCreateKeyFile(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key')
  try {
    const existing = fs.readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch {
    // not there yet: create it below
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const created = randomBytes(48).toString('base64url')
  try {
    fs.writeFileSync(file, created + '\n', { mode: 0o600, flag: 'wx' })
    return created
  } catch {
    // another process won the race: use its key
    return fs.readFileSync(file, 'utf8').trim()
  }
}

/** The signing key of this process (bytes for HS256). */
export function signingKey(): Uint8Array {
  const settings = env()
  const source = settings.SECRET_KEY ?? (settings.NODE_ENV === 'test' ? 'test' : `file:${settings.DATA_DIR_ABS}`)
  return keys(source, () => {
    const secret =
      settings.SECRET_KEY ?? (settings.NODE_ENV === 'test' ? TEST_KEY : readOrCreateKeyFile(settings.DATA_DIR_ABS))
    return new TextEncoder().encode(secret)
  })
}
