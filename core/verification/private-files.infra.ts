/**
 * Private storage for verification papers (Ley 1581): files under DATA_DIR/private, a folder the
 * media handler (/media/* serves DATA_DIR/media or the bucket) never reaches. Always local disk,
 * even when photos go to an S3-compatible bucket: a public bucket is no place for a title deed. Keys are made here
 * (`verification/{request}/{random}.{ext}`), never from a name a person typed.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { env } from '#config/env'

const SAFE_KEY = /^verification\/\d+\/[a-f0-9]{24}\.[a-z]{3,4}$/

/** `dataDir` is DATA_DIR's absolute path; the process's own unless a seed writes for another. */
function fileOf(key: string, dataDir = env().DATA_DIR_ABS): string {
  if (!SAFE_KEY.test(key)) throw new Error('not a verification document key')
  return path.join(dataDir, 'private', key)
}

export function newDocumentKey(requestId: number, ext: string): string {
  return `verification/${requestId}/${randomBytes(12).toString('hex')}.${ext}`
}

export async function putPrivateFile(key: string, bytes: Uint8Array, dataDir?: string): Promise<void> {
  const file = fileOf(key, dataDir)
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
  await writeFile(file, bytes, { mode: 0o600 })
}

export async function readPrivateFile(key: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readFile(fileOf(key)))
  } catch {
    return null
  }
}

/** Removes a file; one already gone is not an error. */
export async function removePrivateFile(key: string): Promise<void> {
  await rm(fileOf(key), { force: true })
}
