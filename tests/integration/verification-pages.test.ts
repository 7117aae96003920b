/**
 * The verification pages as their forms post without JavaScript, on a real database: an agency's
 * Admin sends the NIT and the Cámara de Comercio certificate on /admin/verification and reads the
 * state; staff's /admin/verifications lists it with its paper, refuses a rejection without a reason
 * and approves; an agency's Admin may not open the queue; an owner sends the certificado de
 * tradición of their own listing on /user/panel/listings/{id}/verification (another's is a 404).
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeId } from '#core/shared/ids.utils'
import { signInAs, type SignedIn } from '../factories/auth'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'
import * as agencyPage from '~/routes/admin/verification/agency-verification'
import * as queuePage from '~/routes/admin/verification/verification-queue'
import * as ownerPage from '~/routes/visitor/owner-verification'

let t: Awaited<ReturnType<typeof startAccountsApp>>
let admin: SignedIn
let staff: SignedIn
let owner: SignedIn
let ownListing: string
let othersListing: string
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

beforeAll(async () => {
  t = await startAccountsApp()
  await seedReferenceData(t.db)
  const agency = await insertCustomer(t.db, { name: 'Delta Inmuebles' })
  admin = await signInAs(t.db, (await insertUser(t.db, { role: 'Admin', customerId: agency.id })).id)
  staff = await signInAs(t.db, (await insertUser(t.db, { role: 'SuperAdmin', customerId: null })).id)
  const person = await insertUser(t.db, { email: 'duena-paginas@example.com', firstName: 'Rosa' })
  owner = await signInAs(t.db, person.id)
  const record = await insertCustomer(t.db, { name: 'Rosa Díaz', kind: 'owner', ownerUserId: person.id, email: null })
  ownListing = encodeId('property', (await insertListing(t.db, { customerId: record.id })).id)
  othersListing = encodeId('property', (await insertListing(t.db, { customerId: agency.id })).id)
})
afterAll(() => t?.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route modules' args, built as React Router builds them
type Args = any
interface Answer {
  status: number
  body: { ok?: boolean; message?: string; errors?: Record<string, string> }
}

async function act(
  page: { action: (args: Args) => Promise<unknown> },
  url: string,
  as: SignedIn,
  form: FormData,
  params = {},
): Promise<Answer> {
  const request = new Request(`http://localhost${url}`, { method: 'POST', headers: { cookie: as.cookie }, body: form })
  const answer = await page.action({ request, params, context: {} })
  if (answer && typeof answer === 'object' && 'init' in answer && 'data' in answer)
    return { status: (answer.init as { status?: number } | null)?.status ?? 200, body: answer.data as Answer['body'] }
  return { status: 200, body: answer as Answer['body'] }
}
const load = (page: { loader: (args: Args) => Promise<unknown> }, url: string, as: SignedIn, params = {}) =>
  page.loader({
    request: new Request(`http://localhost${url}`, { headers: { cookie: as.cookie } }),
    params,
    context: {},
  })

function form(fields: Record<string, string | Uint8Array>) {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') f.append(k, v)
    else f.append(k, new Blob([v as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'papel.pdf')
  }
  return f
}

async function statusOf(thrown: Promise<unknown>): Promise<number> {
  try {
    await thrown
    return 200
  } catch (e) {
    return e instanceof Response ? e.status : ((e as { init?: { status?: number } }).init?.status ?? 500)
  }
}

test('an agency Admin sends papers; staff see them, need a reason to reject, and approve', async () => {
  expect(await load(agencyPage, '/admin/verification', admin)).toMatchObject({ status: { state: 'none' } })
  const bad = await act(agencyPage, '/admin/verification', admin, form({ nit: '123', camara_comercio: PDF }))
  expect(bad.status).toBe(422)
  expect(bad.body.errors?.nit).toMatch(/dígito de verificación/)
  const sent = await act(agencyPage, '/admin/verification', admin, form({ nit: '890.903.938-8', camara_comercio: PDF }))
  expect(sent.body).toMatchObject({ ok: true })
  const state = (await load(agencyPage, '/admin/verification', admin)) as { status: { state: string; text: string } }
  expect(state.status.state).toBe('pending')
  expect(state.status.text).toMatch(/Recibimos tus documentos/)

  expect(await statusOf(load(queuePage, '/admin/verifications', admin))).toBe(403)
  const queue = (await load(queuePage, '/admin/verifications', staff)) as {
    items: { id: string; name: string; facts: string[]; documents: { url: string | null }[] }[]
  }
  const item = queue.items.find((i) => i.name === 'Delta Inmuebles')!
  expect(item.facts).toContain('NIT escrito: 890.903.938-8')
  expect(item.documents[0].url).toMatch(/^\/api\/admin\/verifications\/.+\/documents\/.+/)
  const noReason = await act(
    queuePage,
    '/admin/verifications',
    staff,
    form({ intent: 'reject', id: item.id, reason: '' }),
  )
  expect(noReason.status).toBe(422)
  expect(noReason.body.errors?.reason).toBeTruthy()
  const approved = await act(queuePage, '/admin/verifications', staff, form({ intent: 'approve', id: item.id }))
  expect(approved.body).toMatchObject({ ok: true, message: expect.stringMatching(/aprobada/) })
  const after = (await load(agencyPage, '/admin/verification', admin)) as { status: { state: string; text: string } }
  expect(after.status.text).toMatch(/^Inmobiliaria verificada desde el /)
})

test('an owner sends the certificado de tradición of their own listing; another listing is a 404', async () => {
  const url = `/user/panel/listings/${ownListing}/verification`
  expect(await load(ownerPage, url, owner, { listingId: ownListing })).toMatchObject({ state: 'none' })
  expect(
    await statusOf(
      load(ownerPage, `/user/panel/listings/${othersListing}/verification`, owner, { listingId: othersListing }),
    ),
  ).toBe(404)
  const none = await act(ownerPage, url, owner, form({}), { listingId: ownListing })
  expect(none.status).toBe(422)
  const sent = await act(ownerPage, url, owner, form({ certificado_tradicion: PDF }), { listingId: ownListing })
  expect(sent.body).toMatchObject({ ok: true })
  expect(await load(ownerPage, url, owner, { listingId: ownListing })).toMatchObject({ state: 'pending' })
})
