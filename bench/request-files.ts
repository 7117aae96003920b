/**
 * Which product files a request enters, from its route to its SQL:
 *
 *   npm run bench -- request-files [--runs 40]
 *
 * Two requests on an in-memory PGlite with a few listings, each after two warm-up calls:
 * (a) the search page /arriendo/apartamentos/medellin?bedrooms=3 through its route module's
 * loader (app/routes/search/search.tsx → web/ → core → SQL), and (b) an agency admin publishing
 * a draft through the back-office page action (POST /admin/properties/{id}, intent=publish).
 *
 * Files: V8 precise coverage (call counts, not sampled) taken right before and right after the
 * measured call (each take resets the counters, so the second is the difference); a product file (not node_modules, tests or bench) counts when one of its
 * functions ran in between. Module bodies ran during the warm-ups, so they do not count.
 *
 * Returns to rooms already left: a room is a file's folder (core/search, web, app/routes/search…).
 * The calls the request makes are read from a CPU profile of `--runs` more such requests (V8
 * samples every 50 µs; the profile's call tree is the union of the stacks sampled, so a very short
 * call may be missed and the figure is a lower bound). Walking each stack from the route down
 * over product frames only, a hop from a file in one room to a file in another room that an
 * outer frame of the same stack is in is a return (web → core/search → web); the figure is the
 * number of distinct such hops (caller file → callee file).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Session } from 'node:inspector/promises'
import { fileURLToPath } from 'node:url'
import { RouterContextProvider } from 'react-router'
import { setEnvForTests } from '#config/env'
import { setRuntime } from '#core/shared/runtime.config'
import { encodeId } from '#core/shared'
import { composeApp } from '../server/composition'
import { createTestDb } from '../tests/setup/test-db'
import { insertCustomer, insertListing, seedReferenceData } from '../tests/factories/listings'
import { insertUser } from '../tests/factories/accounts'
import { signInAs } from '../tests/factories/auth'
import { loader as searchLoader } from '../app/routes/search/search'
import { action as propertyAction } from '../app/routes/admin/properties/property-edit'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ORIGIN = 'http://localhost:3000'
const SEARCH = '/arriendo/apartamentos/medellin?bedrooms=3'

interface Coverage {
  result: Array<{ url: string; functions: Array<{ functionName: string; ranges: Array<{ count: number }> }> }>
}
interface ProfileNode {
  id: number
  callFrame: { url: string; functionName: string }
  children?: number[]
}

/** The repository path of a product file, or null (node_modules, tests, bench, node's own). */
function productFile(url: string): string | null {
  if (!url.startsWith('file://')) return null
  const file = path.relative(ROOT, fileURLToPath(url.replace(/\?.*$/, '')))
  if (file.startsWith('..') || /^(node_modules|tests|bench)\//.test(file) || file.includes('/node_modules/'))
    return null
  return file
}

/** The product files whose functions ran during `run` (precise call counts). */
async function filesEntered(session: Session, run: () => Promise<unknown>): Promise<string[]> {
  const counts = (coverage: Coverage) => {
    const byFile = new Map<string, number>()
    for (const script of coverage.result) {
      const file = productFile(script.url)
      if (!file) continue
      const calls = script.functions.filter((f) => (f.ranges[0]?.count ?? 0) > 0)
      if (process.env.REQUEST_FILES_FUNCTIONS && calls.length)
        console.log(file, calls.map((f) => `${f.functionName || '(anonymous)'}×${f.ranges[0].count}`).join(' '))
      byFile.set(file, (byFile.get(file) ?? 0) + calls.length)
    }
    return byFile
  }
  // takePreciseCoverage resets V8's counters: the second take counts the calls since the first.
  await session.post('Profiler.takePreciseCoverage')
  await run()
  const during = counts((await session.post('Profiler.takePreciseCoverage')) as Coverage)
  return [...during]
    .filter(([, calls]) => calls > 0)
    .map(([file]) => file)
    .sort()
}

const roomOf = (file: string) => path.dirname(file)

const ALIASES: Array<[RegExp, string]> = [
  [/^~\//, 'app/'],
  [/^#core\//, 'core/'],
  [/^#web\//, 'web/'],
  [/^#i18n/, 'i18n'],
  [/^#db\//, 'db/'],
  [/^#config\//, 'config/'],
]

function resolveImport(from: string, spec: string): string | null {
  const alias = ALIASES.find(([pattern]) => pattern.test(spec))
  if (!spec.startsWith('.') && !alias) return null
  const target = alias ? spec.replace(alias[0], alias[1]) : path.join(path.dirname(from), spec)
  for (const file of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`])
    if (fs.statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.isFile()) return file
  return null
}

/** The files `file` imports values from (imports of types only left out), through barrels (index.ts, browser.ts). */
function valueImports(file: string, entered: Set<string>): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
  const out = new Set<string>()
  for (const [, typeOnly, spec] of text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)) {
    const target = typeOnly ? null : resolveImport(file, spec)
    if (!target) continue
    const barrel = !entered.has(target) && /(^|\/)(index|browser)\.ts$/.test(target)
    for (const next of barrel ? valueImports(target, entered) : [target]) if (entered.has(next)) out.add(next)
  }
  return [...out]
}

/**
 * The same figure as a person reads the request: from the route module, depth first through the
 * imports of values between the files entered (each file once, its imports in order), coming back
 * up to the importing file after each; every step into a room (folder) already left counts,
 * whether going down into it again or coming back up to it. Returns the rooms in reading order.
 */
function readingWalk(files: string[], start: string): string[] {
  const entered = new Set(files)
  const visited = new Set<string>()
  const rooms: string[] = []
  const enter = (room: string) => {
    if (rooms.at(-1) !== room) rooms.push(room)
  }
  const visit = (file: string) => {
    visited.add(file)
    enter(roomOf(file))
    for (const next of valueImports(file, entered))
      if (!visited.has(next)) {
        visit(next)
        enter(roomOf(file))
      }
  }
  visit(start)
  return rooms
}

const returnsIn = (rooms: string[]) => rooms.filter((room, i) => rooms.indexOf(room) < i).length

/** Distinct hops back into a room an outer frame of the same stack is in (see the header). */
async function returnsToRooms(session: Session, runs: () => Promise<unknown>) {
  await session.post('Profiler.setSamplingInterval', { interval: 50 })
  await session.post('Profiler.start')
  await runs()
  const { profile } = (await session.post('Profiler.stop')) as { profile: { nodes: ProfileNode[] } }
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const hops = new Set<string>()
  const walk = (id: number, stack: string[]) => {
    const node = nodes.get(id)!
    const file = productFile(node.callFrame.url)
    let next = stack
    if (file && file !== stack.at(-1)) {
      const caller = stack.at(-1)
      if (caller && roomOf(caller) !== roomOf(file) && stack.slice(0, -1).some((f) => roomOf(f) === roomOf(file)))
        hops.add(`${caller} → ${file}`)
      next = [...stack, file]
    }
    for (const child of node.children ?? []) walk(child, next)
  }
  walk(profile.nodes[0].id, [])
  return [...hops].sort()
}

function report(title: string, files: string[], sampled: string[], walk: string[]) {
  console.log(`\n${title}\n${'='.repeat(title.length)}`)
  console.log(`${files.length} product files entered, in ${new Set(files.map(roomOf)).size} rooms:`)
  for (const file of files) console.log(`  ${file}`)
  console.log(`${returnsIn(walk)} returns to rooms already left, reading the imports from the route:`)
  console.log(`  ${walk.join(' → ')}`)
  console.log(`${sampled.length} returns to rooms already left on the sampled call stacks:`)
  for (const hop of sampled) console.log(`  ${hop}`)
}

export async function measureRequestFiles(runs: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-request-files-'))
  const env = setEnvForTests({ SEED_DEMO: 'never', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  composeApp()
  const handle = await createTestDb()
  setRuntime({ handle, db: handle.db, env })
  const { db } = handle
  await seedReferenceData(db)
  const agency = await insertCustomer(db, { name: 'Inmobiliaria Medición' })
  for (let i = 0; i < 6; i++)
    await insertListing(db, {
      customerId: agency.id,
      municipalityCode: '05001',
      typeSlug: 'apartment',
      title: `Apartamento ${i} en Laureles`,
      bedrooms: 2 + (i % 3),
      rentPrice: 2_000_000 + i * 50_000,
    })
  const admin = await insertUser(db, { role: 'Admin', customerId: agency.id })
  const { cookie } = await signInAs(db, admin.id)
  const drafts: number[] = []
  for (let i = 0; i < runs + 3; i++)
    drafts.push((await insertListing(db, { customerId: agency.id, status: 'draft', photoCount: 2 })).id)

  const search = async () => {
    const answer = await searchLoader({
      request: new Request(ORIGIN + SEARCH),
      params: { '*': 'apartamentos/medellin' },
      context: new RouterContextProvider(),
    } as never)
    if (answer instanceof Response) throw new Error(`search answered ${answer.status}`)
  }
  const publish = async () => {
    const propertyId = encodeId('property', drafts.shift()!)
    const answer = await propertyAction({
      request: new Request(`${ORIGIN}/admin/properties/${propertyId}`, {
        method: 'POST',
        headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'publish' }),
      }),
      params: { propertyId },
      context: new RouterContextProvider(),
    } as never)
    if (!(answer instanceof Response) || answer.status !== 302) throw new Error('the draft was not published')
  }
  const repeat = (call: () => Promise<void>) => async () => {
    for (let i = 0; i < runs; i++) await call()
  }

  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false })
  for (const [title, call, route] of [
    [`(a) search page ${SEARCH} (route loader)`, search, 'app/routes/search/search.tsx'],
    [
      '(b) publish a draft (back-office page action, agency admin)',
      publish,
      'app/routes/admin/properties/property-edit.tsx',
    ],
  ] as const) {
    await call() // warm-up: modules loaded, caches and the search index filled
    await new Promise((r) => setTimeout(r, 500))
    await call()
    const files = await filesEntered(session, call)
    report(title, files, await returnsToRooms(session, repeat(call)), readingWalk(files, route))
  }
  await session.post('Profiler.stopPreciseCoverage')
  session.disconnect()
  setRuntime(undefined)
  await handle.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
