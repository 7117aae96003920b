/**
 * PGlite is one process per data folder: a second process opening the same folder (the
 * seed script while the server runs) would corrupt it. Whoever opens the embedded
 * database writes `<pgdata>.lock` with its pid; others check it first. A lock left by a
 * process that no longer exists is ignored.
 */
import fs from 'node:fs'
import path from 'node:path'

export interface DataDirHolder {
  pid: number
  command: string
  since: string
}

export const lockPath = (pgdataDir: string) => `${path.resolve(pgdataDir)}.lock`

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The live process holding the folder, other than this one; null when free. */
export function findDataDirHolder(pgdataDir: string): DataDirHolder | null {
  let holder: DataDirHolder
  try {
    holder = JSON.parse(fs.readFileSync(lockPath(pgdataDir), 'utf8')) as DataDirHolder
  } catch {
    return null
  }
  if (!Number.isInteger(holder.pid) || holder.pid === process.pid || !isAlive(holder.pid)) return null
  return holder
}

/** Marks the folder as held by this process until it exits; throws when another live process holds it. */
export function holdDataDir(pgdataDir: string, command: string): void {
  const holder = findDataDirHolder(pgdataDir)
  if (holder) {
    throw new Error(
      `The embedded database in ${path.resolve(pgdataDir)} is in use by "${holder.command}" (pid ${holder.pid}, since ${holder.since}).`,
    )
  }
  const file = lockPath(pgdataDir)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid, command, since: new Date().toISOString() }))
  process.once('exit', () => {
    try {
      const current = JSON.parse(fs.readFileSync(file, 'utf8')) as DataDirHolder
      if (current.pid === process.pid) fs.rmSync(file, { force: true })
    } catch {
      // Already gone.
    }
  })
}
