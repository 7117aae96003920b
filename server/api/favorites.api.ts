/**
 * Favourites: /wiauth/properties/favorites (GET the list with price-drop notes, POST
 * { property_id } to add, DELETE ?property_id= to remove). Sign-in required (401).
 */
import { translate } from '#i18n'
import {
  addFavorite,
  favoriteAnswer,
  FavoriteSchema,
  listFavoriteItems,
  PropertyRefSchema,
  removeFavorite,
} from '#core/visitor'
import type { SignedInContext } from '#web/context'
import { MsgSchema, listOf } from './schemas'
import { visitorListRouter } from './visitor-list.router'

/** A change answering the door's toast. */
const saved =
  <Ref>(change: (ctx: SignedInContext, ref: Ref) => Promise<void>) =>
  async (ctx: SignedInContext, ref: Ref) => {
    await change(ctx, ref)
    return { msg: translate(ctx.locale, 'toast.saved') }
  }

export const favoritesApi = visitorListRouter({
  path: '/wiauth/properties/favorites',
  tags: ['favorites'],
  read: {
    summary: "The signed-in visitor's favourites, newest first",
    done: 'Favourites',
    schema: listOf(FavoriteSchema),
    answer: async (ctx) => ({ data: (await listFavoriteItems(ctx)).map(favoriteAnswer) }),
  },
  ref: PropertyRefSchema,
  bodyId: 'FavoritePropertyId',
  changed: MsgSchema,
  add: {
    summary: 'Add a favourite',
    done: 'Saved (or already saved)',
    notFound: 'Unknown or unpublished listing',
    invalid: 'Malformed id',
    run: saved(addFavorite),
  },
  remove: {
    summary: 'Remove a favourite',
    done: 'Removed',
    notFound: 'Not a favourite',
    invalid: 'Malformed id',
    run: saved(removeFavorite),
  },
})
