/**
 * Does, once signed in, what a signed-out visitor pressed (sign-in-intent.schemas.ts): adds
 * the favourite or saves the search. Both are idempotent — a favourite is kept once, the same
 * criteria keep the search already saved — so a repeated sign-in never makes a second one. A
 * listing gone meanwhile or the limit of searches reached is not the sign-in's failure: the
 * visitor is signed in all the same and simply finds nothing added.
 */
import { AppError, type ServiceContext } from '#core/shared/browser'
import { addFavorite } from './favorites.service'
import { changeProjectList } from './project-lists.service'
import { createSavedSearch } from './saved-searches.service'
import type { SignInIntent } from './sign-in-intent.schemas'

/** True when the intent was carried out. */
export async function carryOutSignInIntent(ctx: ServiceContext, intent: SignInIntent): Promise<boolean> {
  try {
    if (intent.kind === 'favorite') await addFavorite(ctx, intent.listing)
    else if (intent.kind === 'favorite-project') await changeProjectList(ctx, 'favorites', 'add', intent.project)
    else await createSavedSearch(ctx, intent.search)
    return true
  } catch (error) {
    if (error instanceof AppError) return false
    throw error
  }
}
