import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { findDataDirHolder, holdDataDir, lockPath } from './data-dir-lock'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-lock-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

test('a folder held by another live process is reported; a stale lock is ignored', async () => {
  const pgdata = path.join(dir, 'pgdata')
  expect(findDataDirHolder(pgdata)).toBeNull()

  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
  try {
    fs.writeFileSync(
      lockPath(pgdata),
      JSON.stringify({ pid: other.pid, command: 'server', since: new Date().toISOString() }),
    )
    expect(findDataDirHolder(pgdata)).toMatchObject({ pid: other.pid, command: 'server' })
    expect(() => holdDataDir(pgdata, 'npm run db:seed')).toThrow(/in use by "server"/)
  } finally {
    other.kill()
    await new Promise((resolve) => other.once('exit', resolve))
  }
  expect(findDataDirHolder(pgdata)).toBeNull()
  holdDataDir(pgdata, 'npm run db:seed')
  expect(JSON.parse(fs.readFileSync(lockPath(pgdata), 'utf8')).pid).toBe(process.pid)
})
