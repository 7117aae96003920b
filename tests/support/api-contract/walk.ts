/**
 * The contract walk's pieces: who acts (a real session per role), the data the requests
 * point at, and one request described as the operation of the OpenAPI document it exercises.
 */
import sharp from 'sharp'
import { desc, eq } from 'drizzle-orm'
import { encodeId } from '#core/shared/ids.utils'
import { advisers, outbox, propertyPhotos } from '#db/schema'
import { signInAs } from '../../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../../factories/listings'
import { projectBody } from '../../factories/projects'
import type { startAccountsApp } from '../accounts-app'

type App = Awaited<ReturnType<typeof startAccountsApp>>
export type Who = 'anon' | 'visitor' | 'agent' | 'admin' | 'analyst' | 'staff' | 'builder'
export const PASSWORD = 'Clave-Segura-Envigado-42'

/** One request: `op` names the document's operation (`POST /admin/properties/{id}/publish`). */
export interface Step {
  op: string
  /** `valid` requests the operation's purpose; `invalid` breaks one thing (who, id or body). */
  kind: 'valid' | 'invalid'
  as?: Who
  /** The concrete path under /api when the operation's path has parameters. */
  path?: string
  query?: Record<string, string>
  json?: unknown
  form?: FormData
  headers?: Record<string, string>
  status: number
  /** Reads what later steps need from the answer. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer, already validated against the document
  keep?: (body: any) => unknown
}
/** A step is built when its turn comes, so that it can use what earlier answers kept. */
export type Walk = (() => Step)[]

export async function contractFixture(app: App) {
  await seedReferenceData(app.db)
  const agency = await insertCustomer(app.db, { name: 'Agencia Contrato' })
  const other = await insertCustomer(app.db, { name: 'Agencia Otra' })
  const builder = await insertCustomer(app.db, { name: 'Constructora Contrato', kind: 'builder' })
  const user = async (role: 'User' | 'ContentManager' | 'Admin' | 'Analyst' | 'SuperAdmin', customerId?: number) =>
    insertUser(app.db, { role, customerId: customerId ?? null, password: PASSWORD })
  const people = {
    visitor: await user('User'),
    agent: await user('ContentManager', agency.id),
    admin: await user('Admin', agency.id),
    analyst: await user('Analyst', agency.id),
    staff: await user('SuperAdmin'),
    builder: await user('ContentManager', builder.id),
  }
  const sessions = new Map<Who, Record<string, string>>([['anon', {}]])
  for (const [who, person] of Object.entries(people))
    sessions.set(who as Who, (await signInAs(app.db, person.id)).headers)
  const listing = await insertListing(app.db, { customerId: agency.id, businessType: 'sale_rent', photoCount: 3 })
  const draft = await insertListing(app.db, { customerId: agency.id, status: 'draft', photoCount: 2 })
  const elsewhere = await insertListing(app.db, { customerId: other.id })
  const photos = await app.db.select({ id: propertyPhotos.id, listing: propertyPhotos.propertyId }).from(propertyPhotos)
  const photoIds = (listingId: number) =>
    photos.filter((p) => p.listing === listingId).map((p) => encodeId('photo', p.id))
  const [adviser] = await app.db.select().from(advisers).where(eq(advisers.customerId, agency.id))
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()
  return {
    app,
    people,
    sessions,
    agency: encodeId('customer', agency.id),
    otherAgency: encodeId('customer', other.id),
    adviser: encodeId('adviser', adviser.id),
    listing: encodeId('property', listing.id),
    draft: encodeId('property', draft.id),
    elsewhere: encodeId('property', elsewhere.id),
    listingPhotos: photoIds(listing.id),
    draftPhotos: photoIds(draft.id),
    /** A complete new project of the builder (its ContentManager is `builder`). */
    projectBody: await projectBody(app.db),
    png: () => new Blob([new Uint8Array(png)], { type: 'image/png' }),
    /** The last mailed link of a kind (`/confirm_email/`), read from the outbox. */
    mailedCode: async (marker: string) => {
      const rows = await app.db.select({ payload: outbox.payload }).from(outbox).orderBy(desc(outbox.id))
      for (const row of rows) {
        const found = JSON.stringify(row.payload).match(new RegExp(`${marker}([^"\\\\\\s?]+)`))
        if (found) return decodeURIComponent(found[1])
      }
      throw new Error(`no mail with ${marker}`)
    },
    /** Values kept from earlier answers. */
    kept: {} as Record<string, string>,
  }
}
export type Fixture = Awaited<ReturnType<typeof contractFixture>>

let ip = 0
/** Sends a step from its own client address (rate limits are per address). */
export async function send(f: Fixture, step: Step): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-forwarded-for': `198.51.${100 + Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
    ...f.sessions.get(step.as ?? 'anon'),
    ...step.headers,
  }
  let body: BodyInit | undefined
  if (step.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(step.json)
  } else if (step.form) body = step.form
  const [method, template] = step.op.split(' ')
  const query = step.query ? `?${new URLSearchParams(step.query)}` : ''
  return f.app.request(`/api${step.path ?? template}${query}`, { method, headers, body })
}

/** A multipart body with one file field. */
export function fileForm(field: string, file: Blob, name = 'photo.png') {
  const form = new FormData()
  form.append(field, file, name)
  return form
}
