/**
 * Password rules: 8 to 64 characters (NIST SP 800-63B), not one of the 10,000 commonest
 * passwords (data/common-passwords.txt), compared case-insensitively.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

let common: Set<string> | undefined

/** Finds the list from the package root: the production build bundles this module elsewhere. */
function listFile(): string {
  const relative = path.join('core', 'accounts', 'data', 'common-passwords.txt')
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 6; i++) {
    const local = path.join(dir, 'data', 'common-passwords.txt')
    if (fs.existsSync(local)) return local
    const fromRoot = path.join(dir, relative)
    if (fs.existsSync(fromRoot)) return fromRoot
    dir = path.dirname(dir)
  }
  return path.resolve(relative)
}

export function commonPasswords(): Set<string> {
  if (!common) {
    const lines = fs.readFileSync(listFile(), 'utf8').split('\n')
    common = new Set(lines.map((l) => l.trim()).filter((l) => l && !l.startsWith('#')))
  }
  return common
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase())
}
