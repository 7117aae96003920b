/**
 * The forms of the visitor panel (/user/panel/{option}) as the page posts them without
 * JavaScript: the page action with the visitor's session cookie, on a real database. Rename
 * a saved search and change its alerts, a refused change (422, nothing stored), delete it,
 * remove a favourite; another visitor's search is a 404 and an unknown form a 400. Each
 * change is read back through the page's loader, as the reload after the post shows it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { encodeId } from '#core/shared/ids.utils'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { signInAs, type SignedIn } from '../factories/auth'
import { insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startAccountsApp } from '../support/accounts-app'
import { action, loader } from '~/routes/visitor/panel'

let t: Awaited<ReturnType<typeof startAccountsApp>>
let visitor: SignedIn
let other: SignedIn

beforeAll(async () => {
  t = await startAccountsApp()
  await seedReferenceData(t.db)
  await resetAllRateLimits()
  visitor = await signInAs(t.db, (await insertUser(t.db, { email: 'panel@example.com' })).id)
  other = await signInAs(t.db, (await insertUser(t.db, { email: 'panel-otro@example.com' })).id)
})
afterAll(() => t?.close())

type ActionArgs = Parameters<typeof action>[0]
type LoaderArgs = Parameters<typeof loader>[0]
interface Answer {
  status: number
  body: { ok?: boolean; id?: string; message?: string; errors?: Record<string, string>; values?: unknown }
}

/** A panel form posted with the session cookie, as the browser sends it. */
async function post(option: string, fields: Record<string, string>, as: SignedIn = visitor): Promise<Answer> {
  const form = new URLSearchParams(fields)
  const request = new Request(`http://localhost/user/panel/${option}`, {
    method: 'POST',
    headers: { cookie: as.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  })
  const answer = await action({ request, params: { option }, context: {} } as unknown as ActionArgs)
  // A success is the plain result; a failure is React Router data with its status.
  if (answer && typeof answer === 'object' && 'init' in answer && 'data' in answer)
    return { status: (answer.init as { status?: number } | null)?.status ?? 200, body: answer.data as Answer['body'] }
  return { status: 200, body: answer as Answer['body'] }
}

/** What the panel page shows after the post (its loader, as the reload runs it). */
async function show(option: 'searches' | 'favorites', as: SignedIn = visitor) {
  const request = new Request(`http://localhost/user/panel/${option}`, { headers: { cookie: as.cookie } })
  return loader({ request, params: { option }, context: {} } as unknown as LoaderArgs)
}
async function searches(as: SignedIn = visitor) {
  const page = await show('searches', as)
  return page.option === 'searches' ? page.searches : []
}
async function favorites() {
  const page = await show('favorites')
  return page.option === 'favorites' ? page.favorites : []
}

/** A saved search made through the API, as the search page saves one. */
async function saveSearch(name: string, as: SignedIn = visitor): Promise<string> {
  const res = await t.request('/api/wiauth/searches', {
    method: 'POST',
    headers: { ...as.headers, 'content-type': 'application/json' },
    // Each its own criteria: the same criteria again keep the search already saved.
    body: JSON.stringify({ name, query: `q=${encodeURIComponent(name)}`, frequency: 'daily' }),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { data: { id: string } }).data.id
}

describe('saved searches', () => {
  test('the same criteria saved again keep the search already saved, and the visitor is told so', async () => {
    const first = await saveSearch('Dúplex con terraza')
    const again = await t.request('/api/wiauth/searches', {
      method: 'POST',
      headers: { ...visitor.headers, 'content-type': 'application/json' },
      // The same criteria in another order, with paging, under another name.
      body: JSON.stringify({ name: 'Otra vez', query: 'page=2&q=D%C3%BAplex+con+terraza', frequency: 'weekly' }),
    })
    expect(again.status).toBe(200)
    const body = (await again.json()) as { data: { id: string; name: string; frequency: string }; msg: string }
    expect(body.data).toMatchObject({ id: first, name: 'Dúplex con terraza', frequency: 'daily' })
    expect(body.msg).toBe('Ya tenías guardada esta búsqueda: la encuentras en Mis búsquedas.')
    const list = await t.request('/api/wiauth/searches', { headers: visitor.headers })
    const saved = ((await list.json()) as { data: Array<{ id: string }> }).data
    expect(saved.filter((s) => s.id === first)).toHaveLength(1)
    expect(saved).toHaveLength(new Set(saved.map((s) => s.id)).size)
  })

  test('renaming a search and setting its alerts to weekly is shown on reload', async () => {
    const id = await saveSearch('Balcones')
    const answer = await post('searches', {
      intent: 'update-search',
      id,
      name: 'Balcones en Laureles',
      frequency: 'weekly',
    })
    expect(answer).toEqual({ status: 200, body: { ok: true, id, message: 'Cambios guardados correctamente' } })
    expect((await searches()).find((s) => s.id === id)).toMatchObject({
      name: 'Balcones en Laureles',
      frequency: 'weekly',
    })
  })

  test('an empty name or an unknown frequency is a 422 on that form, and nothing changes', async () => {
    const id = await saveSearch('Sin cambios')
    const empty = await post('searches', { intent: 'update-search', id, name: '   ', frequency: 'weekly' })
    expect(empty.status).toBe(422)
    expect(empty.body).toMatchObject({
      ok: false,
      id,
      message: 'Por favor corrija los errores en el formulario',
      errors: { name: 'Este campo es obligatorio' },
    })
    const hourly = await post('searches', { intent: 'update-search', id, name: 'Otro nombre', frequency: 'hourly' })
    expect(hourly.status).toBe(422)
    expect(hourly.body).toMatchObject({ ok: false, id, errors: { frequency: 'Elige una opción válida' } })
    // What was typed comes back, to be shown again in the form.
    expect(hourly.body.values).toMatchObject({ name: 'Otro nombre', frequency: 'hourly' })
    expect(hourly.body.errors).not.toHaveProperty('name')
    expect((await searches()).find((s) => s.id === id)).toMatchObject({ name: 'Sin cambios', frequency: 'daily' })
  })

  test('deleting a search removes it from the list', async () => {
    const id = await saveSearch('Para borrar')
    const answer = await post('searches', { intent: 'delete-search', id })
    expect(answer).toMatchObject({ status: 200, body: { ok: true, id, message: expect.any(String) } })
    expect((await searches()).map((s) => s.id)).not.toContain(id)
  })

  test("another visitor's search is a 404 for each form, and stays as it was", async () => {
    const id = await saveSearch('De otra persona', other)
    const forms: Record<string, string>[] = [
      { intent: 'update-search', id, name: 'Robada', frequency: 'never' },
      { intent: 'delete-search', id },
    ]
    for (const fields of forms) {
      const answer = await post('searches', fields)
      expect(answer.status).toBe(404)
      expect(answer.body).toMatchObject({ ok: false, id })
    }
    expect((await searches(other)).find((s) => s.id === id)).toMatchObject({
      name: 'De otra persona',
      frequency: 'daily',
    })
    expect((await searches()).map((s) => s.id)).not.toContain(id)
  })
})

test('removing a favourite takes it off the list', async () => {
  const listing = await insertListing(t.db)
  const propertyId = encodeId('property', listing.id)
  const added = await t.request('/api/wiauth/properties/favorites', {
    method: 'POST',
    headers: { ...visitor.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ property_id: propertyId }),
  })
  expect(added.status).toBeLessThan(300)
  expect((await favorites()).map((f) => f.id)).toContain(propertyId)
  const answer = await post('favorites', { intent: 'remove-favorite', id: propertyId })
  expect(answer).toMatchObject({ status: 200, body: { ok: true, id: propertyId } })
  expect((await favorites()).map((f) => f.id)).not.toContain(propertyId)
})

test('a form the panel does not have is a 400', async () => {
  const id = await saveSearch('Intacta')
  const answer = await post('searches', { intent: 'rename-everything', id, name: 'x' })
  expect(answer.status).toBe(400)
  expect(answer.body).toMatchObject({ ok: false, id, message: expect.any(String) })
  expect((await searches()).find((s) => s.id === id)).toMatchObject({ name: 'Intacta' })
})
