/**
 * The verified badges as the server draws them (issue 33), before any script runs: a verified
 * agency's card says "Inmobiliaria verificada", an owner's listing with a checked title and a
 * confirmed mobile "Propietario verificado" and "Teléfono confirmado", each a button that opens
 * its explanation (a native popover: popovertarget names it, aria-describedby reads it); an
 * unverified agency's card has none. The listing page's contact card and the agency's microsite
 * header say the same; the search page's panel keeps "Solo anunciantes verificados" ticked and
 * names it among the chosen filters. Runs on PGlite and on PostgreSQL.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { users } from '#db/schema'
import { micrositePath } from '#core/listings'
import { insertCustomer, insertListing, insertUser, seedReferenceData } from '../factories/listings'
import { startPagesApp } from '../support/pages-app'

let ctx: Awaited<ReturnType<typeof startPagesApp>>
let agencyPath = ''

beforeAll(async () => {
  ctx = await startPagesApp({ PUBLIC_URL: 'https://wi.example' })
  const db = ctx.db
  await seedReferenceData(db)
  // Test data as staff leave it once they checked the papers (core/verification sets these columns).
  const agency = await insertCustomer(db, { name: 'Inmobiliaria Confiable', verifiedAt: new Date('2026-11-01') })
  agencyPath = micrositePath(agency)
  const plain = await insertCustomer(db, { name: 'Inmobiliaria Corriente' })
  const person = await insertUser(db, { email: 'propietario-insignias@example.com' })
  await db.update(users).set({ phoneConfirmedAt: new Date() }).where(eq(users.id, person.id))
  const owner = await insertCustomer(db, { name: 'Jorge Pérez', kind: 'owner', ownerUserId: person.id, email: null })
  await insertListing(db, { customerId: agency.id, title: 'Apartamento de agencia verificada', rentPrice: 2_100_000 })
  await insertListing(db, { customerId: plain.id, title: 'Apartamento de agencia corriente', rentPrice: 2_000_000 })
  await insertListing(db, {
    customerId: owner.id,
    title: 'Casa del propietario verificado',
    typeSlug: 'house',
    rentPrice: 1_900_000,
    ownerVerifiedAt: new Date(),
  })
}, 120_000)
afterAll(() => ctx?.close())

/** The page as drawn: without the texts it carries for the browser's scripts (ADR 0023). */
async function page(path: string) {
  const res = await ctx.request(path, { redirect: 'manual' })
  expect(res.status, path).toBe(200)
  return (await res.text()).replace(/<script type="application\/json" id="wi-texts">.*?<\/script>/s, '')
}

const cards = (html: string) =>
  html
    .split('data-testid="result-card"')
    .slice(1)
    .map((card) => card.slice(0, card.indexOf('</article>')))

/** Each badge's button text and its explanation, as the markup pairs them (popovertarget → id). */
function badges(html: string): Array<{ label: string; about: string }> {
  // React writes popoverTarget; HTML reads attribute names in any case.
  return [...html.matchAll(/<button[^>]*popovertarget="([^"]+)"[^>]*>([^<]+)<\/button>/gi)].map(([, id, label]) => {
    const about = new RegExp(`<span id="${id.replace(/[^\w]/g, '\\$&')}" popover="auto"[^>]*>([^<]+)</span>`).exec(html)
    return { label, about: about?.[1] ?? '(no explanation)' }
  })
}

const AGENCY = {
  label: 'Inmobiliaria verificada',
  about: 'Wi Inmuebles revisó el NIT y el certificado de Cámara de Comercio de esta inmobiliaria.',
}
const OWNER = {
  label: 'Propietario verificado',
  about:
    'Wi Inmuebles revisó que el certificado de tradición y libertad de este inmueble esté a nombre de quien lo publica.',
}
const PHONE = {
  label: 'Teléfono confirmado',
  about: 'Quien publica confirmó su celular con un código que le enviamos por SMS.',
}

test('the search page’s cards carry their badges with the explanations; an unverified agency’s none', async () => {
  const html = await page('/properties/search?sort=price_desc')
  const [verified, plain, owner] = cards(html)
  expect(verified).toContain('Apartamento de agencia verificada')
  expect(badges(verified)).toEqual([AGENCY])
  expect(plain).toContain('Apartamento de agencia corriente')
  expect(badges(plain)).toEqual([])
  expect(owner).toContain('Casa del propietario verificado')
  expect(badges(owner)).toEqual([OWNER, PHONE])
  // Each button is described by its explanation (read by a screen reader before it is opened).
  expect(verified).toMatch(/popovertarget="([^"]+)" aria-describedby="\1"/i)
})

test('ticked, "Solo anunciantes verificados" stays ticked, is a chip, and only badged cards remain', async () => {
  const html = await page('/properties/search?verified=true')
  expect(html).toMatch(/<input type="checkbox" name="verified" checked="" value="true"\/>/)
  expect(html).toContain('Solo anunciantes verificados')
  expect(html).toContain('Anunciantes verificados')
  const found = cards(html)
  expect(found).toHaveLength(2)
  for (const card of found) expect(badges(card).length).toBeGreaterThan(0)
  const all = await page('/properties/search')
  expect(all).toMatch(/<input type="checkbox" name="verified" value="true"\/>/)
  expect(cards(all)).toHaveLength(3)
})

test('the listing page’s contact card and the agency’s microsite header say what staff verified', async () => {
  const res = await ctx.request('/api/properties/search?sort=price_asc')
  const { data } = (await res.json()) as { data: Array<{ url: string }> }
  const [ownerListing, , agencyListing] = data.map((d) => new URL(d.url).pathname)
  expect(badges(await page(ownerListing))).toEqual([OWNER, PHONE])
  expect(badges(await page(agencyListing))).toEqual([AGENCY])
  const microsite = await page(agencyPath)
  // The header's badge, then each listing tile's.
  expect(badges(microsite)).toEqual([AGENCY, AGENCY])
})
