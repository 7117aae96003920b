/**
 * The development outboxes of a local demo (ADR 0010): each message an outside service would
 * have received (an e-mail in DATA_DIR/mail, an SMS in DATA_DIR/sms) is kept as one JSON file
 * named by a sortable id, listed newest first by /dev/mailbox and /dev/outbox.
 */
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'

const ID = /^[0-9a-z]+-[0-9a-f]{8}$/

/** A new message id: the time (so names sort by age) and 32 random bits. */
export function newDevMessageId(): string {
  return `${Date.now().toString(36).padStart(9, '0')}-${randomBytes(4).toString('hex')}`
}

export function writeDevMessage(dir: string, id: string, message: unknown) {
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(message, null, 2))
}

/** The messages of a folder, newest first (unreadable files are skipped). */
export function listDevMessages<T>(dir: string, limit: number): T[] {
  let names: string[]
  try {
    names = fs.readdirSync(dir).filter((n) => n.endsWith('.json'))
  } catch {
    return []
  }
  return names
    .sort()
    .reverse()
    .slice(0, limit)
    .flatMap((name) => {
      const message = readJson<T>(path.join(dir, name))
      return message ? [message] : []
    })
}

/** One message by its id; null for an id of another shape (never a path) or a missing file. */
export function findDevMessage<T>(dir: string, id: string): T | null {
  return ID.test(id) ? readJson<T>(path.join(dir, `${id}.json`)) : null
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return null
  }
}
