/**
 * Two server processes on one PostgreSQL database, each with its own search index: a listing
 * unpublished, repriced, deleted, restored or published through process A is counted as it
 * now is by the very next search through process B (no waiting, no cache to clear).
 *
 * Runs in the PostgreSQL pass of the suite (TEST_DATABASE_URL), in a database of its own on
 * that server, dropped at the end.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#db/client'
import { runMigrations } from '#db/migrate'
import { encodeId, encodeOperation } from '#core/shared/ids.utils'
import { signInAs } from '../factories/auth'
import { municipalityId } from '../factories/catalog'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { freePort } from '../support/free-port'
import { scratchDatabase, spawnApiServer } from '../support/server-process'

const serverUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!serverUrl)('the search index of two processes on one database', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined
  let databaseUrl: string
  let handle: DatabaseHandle
  let dataDir: string
  const servers: Array<{ child: ChildProcess; base: string }> = []
  let token: string
  let envigado: string
  const listings: number[] = []

  async function start(): Promise<{ child: ChildProcess; base: string }> {
    const port = await freePort()
    const child = spawnApiServer({ databaseUrl, port, dataDir, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
    const base = `http://127.0.0.1:${port}`
    try {
      await untilReady(child, base)
      return { child, base }
    } catch (error) {
      // A server the test cannot use is stopped here: its IPC channel would keep the run waiting.
      child.kill('SIGTERM')
      throw error
    }
  }

  async function untilReady(child: ChildProcess, base: string) {
    for (let i = 0; i < 300; i++) {
      if (child.exitCode != null) throw new Error(`the server exited with ${child.exitCode}`)
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) {
        // Both answer from their own index, not from SQL while it builds (server/index.ts answers over IPC),
        // built in a child process of theirs (search-index-build.infra.ts), not in their own after a failure.
        const builtIn = await new Promise<unknown>((resolve) => {
          child.on(
            'message',
            (m: { type?: string; builtIn?: unknown }) => m?.type === 'search-ready' && resolve(m.builtIn),
          )
          child.send({ type: 'search-ready' })
        })
        expect(builtIn).toBe('child process')
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error('the server did not start')
  }

  const total = async (base: string, extra = '') => {
    const res = await fetch(
      `${base}/api/properties/search?operation_type_id=${encodeOperation('rent')}&municipality_id=${envigado}${extra}`,
    )
    expect(res.status).toBe(200)
    return ((await res.json()) as { meta: { total: number } }).meta.total
  }

  async function act(base: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    expect(res.status, await res.clone().text()).toBe(200)
  }

  beforeAll(async () => {
    scratch = await scratchDatabase(serverUrl!, `wi_two_processes_${process.pid}`)
    databaseUrl = scratch.url
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wi-two-processes-'))
    handle = await openDatabase({ url: databaseUrl, poolSize: 2 })
    await runMigrations(handle)
    const db = handle.db
    await seedReferenceData(db)
    const agency = await insertCustomer(db, { name: 'Inmobiliaria Dos Procesos' })
    token = (await signInAs(db, (await insertUser(db, { role: 'Admin', customerId: agency.id })).id)).token
    envigado = encodeId('municipality', await municipalityId(db, '05266'))
    for (let i = 0; i < 5; i++) {
      const listing = await insertListing(db, {
        customerId: agency.id,
        municipalityCode: '05266',
        sectorSlug: null,
        businessType: 'rent',
        rentPrice: 2_000_000 + i * 100_000,
        bedrooms: 2,
      })
      listings.push(listing.id)
    }
    servers.push(await start(), await start())
  }, 120_000)

  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGTERM')
    await Promise.all(servers.map((s) => new Promise((resolve) => s.child.once('exit', resolve))))
    await handle?.close()
    await scratch?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  test('a change through A is counted by the next search through B', async () => {
    const [a, b] = servers.map((s) => s.base)
    const id = (n: number) => encodeId('property', listings[n])
    expect(await total(a)).toBe(5)
    expect(await total(b)).toBe(5)

    await act(a, 'POST', `/admin/properties/${id(0)}/unpublish`)
    expect(await total(b)).toBe(4)

    await act(a, 'POST', `/admin/properties/${id(0)}/republish`)
    expect(await total(b)).toBe(5)

    // Repriced below everyone else: the price filter and the order follow at once.
    const cheap = `&price_max=1500000`
    expect(await total(b, cheap)).toBe(0)
    const current = (await (
      await fetch(`${a}/api/admin/properties/${id(3)}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: Record<string, unknown> }
    await act(a, 'PUT', `/admin/properties/${id(3)}`, {
      business_type: 'rent',
      property_type_id: current.data.property_type_id,
      title: current.data.title,
      description: current.data.description,
      rent_price: 1_400_000,
      build_area: current.data.build_area,
      stratum: current.data.stratum,
      bedrooms: current.data.bedrooms,
      bathrooms: current.data.bathrooms,
      department_id: current.data.department_id,
      municipality_id: current.data.municipality_id,
    })
    expect(await total(b, cheap)).toBe(1)

    await act(a, 'DELETE', `/admin/properties/${id(4)}`)
    expect(await total(b)).toBe(4)
    await act(a, 'POST', `/admin/properties/${id(4)}/restore`)
    // Restored as it was before the deletion (published), it is searched again.
    expect(await total(b)).toBe(5)
  }, 60_000)
})
