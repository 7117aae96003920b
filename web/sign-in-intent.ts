/**
 * The one place both sign-in doors (the /login form and the Google / Facebook callback) do
 * what the visitor pressed before signing in: the `intent` carried beside the return path
 * (core/visitor/sign-in-intent.schemas.ts), done with the session just started.
 */
import { type IssuedTokens, resolveActor } from '#core/accounts'
import { logger, runtime } from '#core/shared'
import { carryOutSignInIntent, parseSignInIntent } from '#core/visitor'
import type { Locale } from '#i18n'
import { actorContext } from './context'

export async function afterSignIn(tokens: IssuedTokens, locale: Locale, rawIntent: string | null | undefined) {
  const intent = parseSignInIntent(rawIntent)
  if (!intent) return
  const actor = await resolveActor(runtime().db, new Headers({ authorization: `Bearer ${tokens.accessToken}` }))
  if (!actor) return
  try {
    await carryOutSignInIntent(actorContext(actor, locale), intent)
  } catch (error) {
    // The visitor is signed in whatever happens to the favourite: never fail the sign-in for it.
    logger.warn('sign-in intent failed', { kind: intent.kind, error })
  }
}
