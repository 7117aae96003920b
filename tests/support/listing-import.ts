/**
 * What the listing-import tests share: an app over a fresh database with two agencies and an
 * Admin of the first, a local photo host (allowed as an origin for the tests), files written as
 * Excel in Colombia writes them, and a caller of POST /api/admin/properties/import.
 * Call `listingImportWorld()` at the top of a test file: it registers the hooks.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll } from 'vitest'
import { properties } from '#db/schema'
import { allowLocalOriginForTests } from '#core/shared'
import { signInAs } from '../factories/auth'
import { insertCustomer, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from './accounts-app'

export type ImportApp = Awaited<ReturnType<typeof startAccountsApp>>

export interface Report {
  created: number
  updated: number
  unchanged: number
  failed: number
  unpublished: number
  errors: { line: number; field: string; message: string }[]
  warnings: { line: number; field: string; message: string }[]
  status?: string
  total?: number
  id?: string
}

export const HEADER =
  'agency_code;property_type;business_type;rent_price;sale_price;admin_price;build_area;stratum;bedrooms;bathrooms;parking;title;description;department;municipality;sector;address;features;status'

export function excelCsv(rows: string[], header = HEADER): Uint8Array {
  return new TextEncoder().encode(`\ufeff${[header, ...rows].join('\r\n')}\r\n`)
}

export function rentRow(code: string, price = '2.500.000', extra: Partial<Record<'title' | 'status', string>> = {}) {
  const title = extra.title ?? `Apartamento en El Poblado ${code}`
  return `${code};Apartamento;Arriendo;$ ${price};;350.000;85,5;5;3;2;1;${title};"Luminoso; con balcón y vista a la montaña";Antioquia;Medellín;El Poblado;Cra 43A # 1-50;Piscina|Gimnasio;${extra.status ?? 'publicado'}`
}

export function listingImportWorld() {
  const world = {
    app: undefined as unknown as ImportApp,
    agencyA: undefined as unknown as { id: number },
    agencyB: undefined as unknown as { id: number },
    admin: undefined as unknown as { authorization: string },
    photoOrigin: '',
  }
  let photoHost: http.Server
  let withdrawAllowance: () => void

  beforeAll(async () => {
    const app = await startAccountsApp({ PUBLIC_URL: 'https://wi.example' })
    world.app = app
    await seedReferenceData(app.db)
    world.agencyA = await insertCustomer(app.db, { name: 'Alfa Inmuebles' })
    world.agencyB = await insertCustomer(app.db, { name: 'Beta Inmuebles' })
    world.admin = (
      await signInAs(app.db, (await insertUser(app.db, { role: 'Admin', customerId: world.agencyA.id })).id)
    ).headers
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c9a27a' } })
      .jpeg()
      .toBuffer()
    photoHost = http.createServer((req, res) => {
      if (req.url === '/sala.jpg' || req.url === '/cocina.jpg')
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg)
      else if (req.url === '/falsa.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>no</html>')
      // A broken redirect must be the photo's problem, never the server's (it once ended the process).
      else if (req.url === '/rota.jpg') res.writeHead(302, { location: 'http://[::1' }).end()
      else res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => photoHost.listen(0, '127.0.0.1', resolve))
    world.photoOrigin = `http://127.0.0.1:${(photoHost.address() as AddressInfo).port}`
    withdrawAllowance = allowLocalOriginForTests(world.photoOrigin)
  }, 60_000)
  afterAll(async () => {
    withdrawAllowance?.()
    photoHost?.close()
    await world.app?.close()
  })

  async function importFile(
    bytes: Uint8Array,
    query = '',
    headers: Record<string, string> = world.admin,
    name = 'inmuebles.csv',
  ): Promise<{ status: number; body: { data: Report; message?: string; errors?: Record<string, string[]> } }> {
    const form = new FormData()
    form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
    const res = await world.app.request(`/api/admin/properties/import${query}`, {
      method: 'POST',
      headers: { 'accept-language': 'es-CO', ...headers },
      body: form,
    })
    return { status: res.status, body: (await res.json()) as never }
  }

  const listingOfA = (agencyCode: string) =>
    world.app.db
      .select()
      .from(properties)
      .where(and(eq(properties.customerId, world.agencyA.id), eq(properties.agencyCode, agencyCode)))
      .then((rows) => rows[0])

  return { world, importFile, listingOfA }
}
