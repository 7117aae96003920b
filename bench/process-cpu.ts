/**
 * CPU time used by processes, from /proc (Linux): a target's cost per request on the app side
 * (the server process and its children: the search index's builder, other server processes) and
 * on the database side (the PostgreSQL backends connected to the bench's database), for the
 * capacity model (docs/capacity.md). Clock ticks are 1/100 s on Linux.
 */
import fs from 'node:fs'

const TICKS_PER_SECOND = 100

interface ProcessCpu {
  pid: number
  ppid: number
  ticks: number
}

function processes(): ProcessCpu[] {
  const list: ProcessCpu[] = []
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      // The command name is in parentheses and may hold spaces: the fields start after its ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      list.push({ pid: Number(name), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) })
    } catch {
      // The process ended while it was read.
    }
  }
  return list
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ')
  } catch {
    return ''
  }
}

export interface CpuSnapshot {
  app: number
  /** Each backend's CPU seconds by pid: the pool closes idle ones, and their time must not count against the run. */
  db: Map<number, number>
}

/** CPU seconds so far of `root` and its descendants, and of each backend serving `database`. */
export function cpuSnapshot(root: number, database: string): CpuSnapshot {
  const all = processes()
  const tree = new Set([root])
  for (let grew = true; grew;) {
    grew = false
    for (const p of all)
      if (!tree.has(p.pid) && tree.has(p.ppid)) {
        tree.add(p.pid)
        grew = true
      }
  }
  let app = 0
  const db = new Map<number, number>()
  for (const p of all) {
    if (tree.has(p.pid)) app += p.ticks
    else if (commandLine(p.pid).startsWith('postgres: ') && commandLine(p.pid).includes(` ${database} `))
      db.set(p.pid, p.ticks / TICKS_PER_SECOND)
  }
  return { app: app / TICKS_PER_SECOND, db }
}

/**
 * CPU seconds between two snapshots: the app's, and the backends' (a backend that ended in between
 * is not counted: a slight undercount, never a negative figure).
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): { app: number; db: number } {
  let db = 0
  for (const [pid, seconds] of after.db) db += seconds - (before.db.get(pid) ?? 0)
  return { app: after.app - before.app, db }
}
