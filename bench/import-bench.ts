/**
 * `npm run bench -- import [--rows 5000] [--port 3190]`: a bulk import as an agency's CRM sends
 * it (ADR 0018). The production server runs over BENCH_DATABASE_URL (the 1,000,000-listing
 * database of the search benchmark, so the import writes beside the search index and its change
 * log); the demo Admin signs in, creates an integration key, and the key POSTs a CSV written as
 * Excel writes it: distinct rows drawn like the portal's stock (the municipalities of the search
 * mix, their real barrios, types, prices by stratum, 0–6 features, a few broken rows). Four runs,
 * each timed from the POST to the job's end (polled at /api/admin/properties/imports/{id} when
 * the answer is 202): the first import (all created), the same file again (all unchanged), the
 * file with one row in ten repriced (those updated), and a dry run. Photos are not fetched here
 * (the server fetches from public https hosts only); the re-encoding an imported photo costs is
 * timed apart, on a 1600×1200 JPEG, with the upload pipeline.
 */
import sharp from 'sharp'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '#db/client'
import { mulberry32 } from './search-mix'
import { MUNICIPALITY_WEIGHTS } from './search-mix-distribution'
import { startBenchServer } from './server-process'
import type { MediaStorage } from '#core/media/storage.infra'
import { IMPORT_FIELDS } from '#core/listings'

const TYPES: [string, number][] = [
  ['Apartamento', 55],
  ['Casa', 18],
  ['Apartaestudio', 8],
  ['Local', 6],
  ['Oficina', 5],
  ['Lote', 4],
  ['Bodega', 2],
  ['Finca', 2],
]
const WORDS = [
  'luminoso',
  'remodelado',
  'cerca del metro',
  'vista a la ciudad',
  'unidad cerrada',
  'cocina integral',
  'zona de ropas',
  'piso en madera',
  'excelente ubicación',
  'parques y colegios cerca',
]

function pick<T>(random: () => number, table: readonly (readonly [T, number])[]): T {
  let r = random() * table.reduce((sum, [, w]) => sum + w, 0)
  for (const [value, w] of table) if ((r -= w) < 0) return value
  return table[table.length - 1][0]
}

async function places(databaseUrl: string) {
  const handle = await openDatabase({ url: databaseUrl })
  const rows = await queryRows<{ code: string; name: string; department: string; sector: string | null }>(
    handle.db,
    sql`select m.code, m.name, d.name as department, s.name as sector from municipalities m
        join departments d on d.id = m.department_id left join sectors s on s.municipality_id = m.id
        where m.code in (${sql.join(
          MUNICIPALITY_WEIGHTS.map(([code]) => sql`${code}`),
          sql`, `,
        )})`,
  )
  const [{ n }] = await queryRows<{ n: string }>(handle.db, sql`select count(*) as n from properties`)
  const features = (await queryRows<{ name: string }>(handle.db, sql`select name_es as name from features`)).map(
    (f) => f.name,
  )
  await handle.close()
  const byCode = new Map<string, Place>()
  for (const r of rows) {
    const entry = byCode.get(r.code) ?? { name: r.name, department: r.department, sectors: [] }
    if (r.sector) entry.sectors.push(r.sector)
    byCode.set(r.code, entry)
  }
  return { byCode, features, listings: Number(n) }
}

interface Place {
  name: string
  department: string
  sectors: string[]
}

/** The agency's file: `rows` distinct listings, one in fifty broken (an unknown type or a bad number). */
function buildCsv(
  rows: number,
  seed: number,
  { byCode, features: catalogue }: { byCode: Map<string, Place>; features: string[] },
  reprice = 0,
) {
  const random = mulberry32(seed)
  const lines: string[] = []
  let header: (typeof IMPORT_FIELDS)[number][] | undefined
  const cell = (v: string | number) => (/[;"\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v))
  for (let i = 0; i < rows; i++) {
    const code = pick(
      random,
      MUNICIPALITY_WEIGHTS.filter(([c]) => byCode.has(c)),
    )
    const place = byCode.get(code)!
    const type = pick(random, TYPES)
    const rent = random() < 0.6
    const stratum = 1 + Math.floor(random() * 6)
    const area = Math.round(35 + random() * 160)
    let price = rent
      ? Math.round((600_000 + stratum * 450_000 * (area / 70)) / 10_000) * 10_000
      : Math.round((90_000_000 + stratum * 85_000_000 * (area / 70)) / 1_000_000) * 1_000_000
    if (reprice && i % reprice === 0) price = Math.round(price * 0.95)
    const sector =
      place.sectors.length && random() < 0.8 ? place.sectors[Math.floor(random() * place.sectors.length)] : ''
    const features = catalogue.filter(() => random() < 0.08).slice(0, 6)
    const description = Array.from(
      { length: 3 + Math.floor(random() * 4) },
      () => WORDS[Math.floor(random() * WORDS.length)],
    ).join(', ')
    const broken = i % 50 === 49
    const row: Partial<Record<(typeof IMPORT_FIELDS)[number], string | number>> = {
      agency_code: `BENCH-${seed}-${i + 1}`,
      property_type: broken && i % 100 === 49 ? 'Castillo' : type,
      business_type: rent ? 'Arriendo' : 'Venta',
      rent_price: rent ? price.toLocaleString('es-CO') : '',
      sale_price: rent ? '' : price.toLocaleString('es-CO'),
      admin_price: rent && random() < 0.7 ? (80_000 * stratum).toLocaleString('es-CO') : '',
      build_area: broken && i % 100 === 99 ? 'grande' : `${area},${Math.floor(random() * 10)}`,
      stratum,
      bedrooms: type === 'Lote' || type === 'Bodega' ? '' : 1 + Math.floor(random() * 4),
      bathrooms: 1 + Math.floor(random() * 3),
      parking: Math.floor(random() * 3),
      floor: type === 'Apartamento' ? 1 + Math.floor(random() * 25) : '',
      age: Math.floor(random() * 30),
      title: `${type} en ${sector || place.name} con ${description.split(', ')[0]}`,
      description: `${description}.`,
      department: place.department,
      municipality: place.name,
      sector,
      address: `Calle ${1 + Math.floor(random() * 120)} # ${1 + Math.floor(random() * 90)}-${1 + Math.floor(random() * 99)}`,
      features: features.join('|'),
      status: 'borrador',
    }
    header ??= IMPORT_FIELDS.filter((f) => f in row)
    lines.push(header.map((f) => cell(row[f] ?? '')).join(';'))
  }
  return new TextEncoder().encode(`\ufeff${[(header ?? []).join(';'), ...lines].join('\r\n')}\r\n`)
}

interface Job {
  id: string
  status: string
  created: number
  updated: number
  unchanged: number
  done: number
  total: number
  errors: { field: string; message: string }[]
}

async function timedImport(base: string, key: string, bytes: Uint8Array, query = '') {
  const started = performance.now()
  const form = new FormData()
  form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'inventario.csv')
  const res = await fetch(`${base}/api/admin/properties/import${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
    body: form,
  })
  let job = ((await res.json()) as { data: Job }).data
  if (res.status !== 200 && res.status !== 202) throw new Error(`import answered ${res.status}: ${JSON.stringify(job)}`)
  let polls = 0
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 500))
    polls++
    job = (
      (await (
        await fetch(`${base}/api/admin/properties/imports/${job.id}`, { headers: { authorization: `Bearer ${key}` } })
      ).json()) as { data: Job }
    ).data
    if (polls % 10 === 0) console.log(`  … ${job.done} of ${job.total} rows`)
  }
  return { seconds: (performance.now() - started) / 1000, job, answered: res.status }
}

async function photoCost() {
  const { processPhoto } = await import('#core/media')
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b08d6a' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="1200"><rect x="200" y="150" width="900" height="700" fill="#eee"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer()
  const storage: MediaStorage = {
    put: async () => undefined,
    delete: async () => undefined,
    exists: async () => false,
    get: async () => null,
    publicUrl: () => '',
  }
  const times: number[] = []
  for (let i = 0; i < 8; i++) {
    const started = performance.now()
    await processPhoto(jpeg, `bench/${i}`, { storage })
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]
}

export async function benchImport(options: { databaseUrl: string; port: number; rows: number }) {
  const reference = await places(options.databaseUrl)
  const { listings } = reference
  console.log(
    `database: ${listings.toLocaleString('en')} listings; importing ${options.rows.toLocaleString('en')} rows`,
  )
  const server = await startBenchServer({ databaseUrl: options.databaseUrl, port: options.port })
  try {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Demo1234!' }),
    })
    const signedIn = (await login.json()) as { token?: string }
    if (!signedIn.token) throw new Error(`sign-in refused (${login.status}): ${JSON.stringify(signedIn)}`)
    const token = signedIn.token
    const created = await fetch(`${server.base}/api/admin/api-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: `bench ${Date.now()}`,
        permissions: ['properties.read', 'properties.write', 'properties.publish'],
      }),
    })
    const createdBody = (await created.json()) as { data?: { key: string } }
    if (!createdBody.data) throw new Error(`key not created (${created.status}): ${JSON.stringify(createdBody)}`)
    const key = createdBody.data.key
    const seed = Date.now() % 100_000
    const file = buildCsv(options.rows, seed, reference)
    console.log(`file: ${(file.byteLength / 1e6).toFixed(2)} MB`)
    const report = (label: string, r: Awaited<ReturnType<typeof timedImport>>) =>
      console.log(
        `${label.padEnd(34)} ${r.seconds.toFixed(1).padStart(6)} s  ${Math.round(options.rows / r.seconds)} rows/s  created ${r.job.created}, updated ${r.job.updated}, unchanged ${r.job.unchanged}, errors ${r.job.errors.length} (answer ${r.answered})`,
      )
    const dry = await timedImport(server.base, key, file, '?dry_run=1')
    report('dry run (validate only)', dry)
    const kinds = new Map<string, number>()
    for (const e of dry.job.errors)
      kinds.set(`${e.field}: ${e.message}`, (kinds.get(`${e.field}: ${e.message}`) ?? 0) + 1)
    for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`  ${n} × ${kind}`)
    report('first import (all new)', await timedImport(server.base, key, file))
    report('same file again', await timedImport(server.base, key, file))
    report('one row in ten repriced', await timedImport(server.base, key, buildCsv(options.rows, seed, reference, 10)))
    console.log(`photo re-encoding (1600×1200 JPEG, upload pipeline): ${(await photoCost()).toFixed(0)} ms per photo`)
  } finally {
    server.stop()
  }
}
