/** The walk over an owner's own listings (/api/account/listings, issue 33). */
import { eq } from 'drizzle-orm'
import { encodeId } from '#core/shared/ids.utils'
import { propertyTypes, users } from '#db/schema'
import { insertCustomer, insertListing } from '../../factories/listings'
import { fileForm, type Fixture, type Walk } from './walk'

/** The visitor publishes as an owner: their mobile is confirmed, and a type to list. */
export async function ownerSetup(f: Fixture): Promise<{ type: string; published: string }> {
  await f.app.db
    .update(users)
    .set({ phone: '+573001112233', phoneConfirmedAt: new Date() })
    .where(eq(users.id, f.people.visitor.id))
  const [type] = await f.app.db.select({ id: propertyTypes.id }).from(propertyTypes).limit(1)
  // A listing of theirs that staff approved, public now (to pause).
  const record = await insertCustomer(f.app.db, {
    name: 'Propietaria Contrato',
    kind: 'owner',
    ownerUserId: f.people.visitor.id,
  })
  const published = await insertListing(f.app.db, { customerId: record.id, photoCount: 1 })
  return {
    type: encodeId('propertyType', type.id),
    published: `/account/listings/${encodeId('property', published.id)}`,
  }
}

export function ownerWalk(f: Fixture, { type, published }: { type: string; published: string }): Walk {
  const base = '/account/listings'
  const mine = () => `${base}/${f.kept.owned}`
  const photo = (n: number) => f.kept[`ownedPhoto${n}`]
  const photos = (b: { data: { id: string }[] }) => b.data.forEach((p, i) => (f.kept[`ownedPhoto${i}`] = p.id))
  return [
    () => ({ op: `GET ${base}`, kind: 'invalid', status: 401 }),
    () => ({
      op: `POST ${base}`,
      kind: 'valid',
      as: 'visitor',
      json: {
        property_type_id: type,
        business_type: 'rent',
        title: 'Casa de contrato',
        description: 'Una casa con patio, tres habitaciones y garaje cubierto.',
        rent_price: 1_800_000,
        build_area: 90,
        municipality_id: f.kept.municipality,
      },
      status: 201,
      keep: (b) => (f.kept.owned = b.data.id),
    }),
    () => ({ op: `POST ${base}`, kind: 'invalid', as: 'visitor', json: { business_type: 'swap' }, status: 422 }),
    () => ({ op: `GET ${base}`, kind: 'valid', as: 'visitor', status: 200 }),
    () => ({ op: `GET ${base}/{id}`, kind: 'valid', as: 'visitor', path: mine(), status: 200 }),
    () => ({ op: `GET ${base}/{id}`, kind: 'invalid', as: 'agent', path: mine(), status: 404 }),
    () => ({
      op: `PATCH ${base}/{id}`,
      kind: 'valid',
      as: 'visitor',
      path: mine(),
      json: { bedrooms: 3 },
      status: 200,
    }),
    () => ({
      op: `PATCH ${base}/{id}`,
      kind: 'invalid',
      as: 'visitor',
      path: mine(),
      json: { stratum: 9 },
      status: 422,
    }),
    () => ({
      op: `POST ${base}/{id}/photos`,
      kind: 'valid',
      as: 'visitor',
      path: `${mine()}/photos`,
      form: (() => {
        const form = fileForm('photos', f.png())
        form.append('photos', f.png(), 'otra.png')
        return form
      })(),
      status: 201,
      keep: photos,
    }),
    () => ({
      op: `POST ${base}/{id}/photos`,
      kind: 'invalid',
      as: 'visitor',
      path: `${mine()}/photos`,
      form: fileForm('photos', new Blob(['texto']), 'a.txt'),
      status: 422,
    }),
    () => ({ op: `GET ${base}/{id}/photos`, kind: 'valid', as: 'visitor', path: `${mine()}/photos`, status: 200 }),
    () => ({ op: `GET ${base}/{id}/photos`, kind: 'invalid', as: 'anon', path: `${mine()}/photos`, status: 401 }),
    () => ({
      op: `PUT ${base}/{id}/photos/order`,
      kind: 'valid',
      as: 'visitor',
      path: `${mine()}/photos/order`,
      json: { photo_ids: [photo(1), photo(0)] },
      status: 200,
      keep: photos,
    }),
    () => ({
      op: `PUT ${base}/{id}/photos/order`,
      kind: 'invalid',
      as: 'visitor',
      path: `${mine()}/photos/order`,
      json: { photo_ids: [photo(0)] },
      status: 422,
    }),
    () => ({
      op: `DELETE ${base}/{id}/photos/{photoId}`,
      kind: 'valid',
      as: 'visitor',
      path: `${mine()}/photos/${photo(1)}`,
      status: 200,
    }),
    () => ({
      op: `DELETE ${base}/{id}/photos/{photoId}`,
      kind: 'invalid',
      as: 'visitor',
      path: `${mine()}/photos/not-a-photo`,
      status: 404,
    }),
    () => ({ op: `POST ${base}/{id}/publish`, kind: 'valid', as: 'visitor', path: `${mine()}/publish`, status: 200 }),
    () => ({ op: `POST ${base}/{id}/publish`, kind: 'invalid', as: 'visitor', path: `${mine()}/publish`, status: 409 }),
    () => ({ op: `POST ${base}/{id}/pause`, kind: 'invalid', as: 'visitor', path: `${mine()}/pause`, status: 409 }),
    () => ({
      op: `POST ${base}/{id}/close`,
      kind: 'invalid',
      as: 'visitor',
      path: `${mine()}/close`,
      json: { as: 'swapped' },
      status: 422,
    }),
    () => ({
      op: `POST ${base}/{id}/close`,
      kind: 'valid',
      as: 'visitor',
      path: `${mine()}/close`,
      json: { as: 'rented' },
      status: 200,
    }),
    () => ({ op: `POST ${base}/{id}/pause`, kind: 'valid', as: 'visitor', path: `${published}/pause`, status: 200 }),
  ]
}
