/**
 * `npm run bench -- memory`: the resident memory of the production server with the search index
 * and without it (SEARCH_INDEX=false), each read from /proc every 2 s for 40 s once the server is
 * ready (the index built); the steady figure is the median of the last ten readings. The budget
 * of issue 12 is the difference: at most 200 MB at 1M listings.
 */
import fs from 'node:fs'
import { startBenchServer } from './server-process'

const SAMPLES = 20
const EVERY_MS = 2000

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

async function steadyResident(databaseUrl: string, port: number, index: boolean): Promise<number> {
  const server = await startBenchServer({
    databaseUrl,
    port,
    env: { SEARCH_INDEX: String(index), SERVER_PROCESSES: '1' },
  })
  try {
    const readings: number[] = []
    for (let i = 0; i < SAMPLES; i++) {
      readings.push(residentMb(server.pid))
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS))
    }
    console.log(`  readings (MB): ${readings.map((r) => Math.round(r)).join(' ')}`)
    const last = readings.slice(-10).sort((a, b) => a - b)
    return last[5]
  } finally {
    server.stop()
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

export async function benchMemory(options: { databaseUrl: string; port: number }) {
  console.log('With the search index:')
  const withIndex = await steadyResident(options.databaseUrl, options.port, true)
  console.log('Without it (SEARCH_INDEX=false):')
  const without = await steadyResident(options.databaseUrl, options.port, false)
  console.log(
    `Steady resident memory: ${Math.round(withIndex)} MB with the index, ${Math.round(without)} MB without: ` +
      `${Math.round(withIndex - without)} MB for the index (budget 200 MB).`,
  )
}
