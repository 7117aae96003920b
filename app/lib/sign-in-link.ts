/**
 * The sign-in link of a page: `/login?redirect=<this page>`, so that signing in (by password,
 * or through Google or Facebook and /auth/callback) brings the visitor back where they were.
 * On the sign-in pages themselves the link keeps the page they were already returning to, and
 * what they pressed before (`intent`, web/sign-in-intent.ts).
 */
import { continuationQuery, safeReturnPath } from '#core/accounts/browser'
import { localizePath } from '#i18n'
import { pageLocale } from '#web/page-address'

/** Pages that are never a place to return to: the sign-in pages and the post-sign-in landing. */
const ACCOUNT_PAGES = /^\/(login|sign_up|forgot_password|reset_password|confirm_email|auth)(\/|$)/

export function signInHref(pathname: string, search: string): string {
  const locale = pageLocale({ pathname })
  const login = localizePath('/login', locale)
  const onAccountPage = ACCOUNT_PAGES.test(localizePath(pathname, 'es-CO'))
  const carried = new URLSearchParams(search)
  const back = onAccountPage ? safeReturnPath(carried.get('redirect')) : safeReturnPath(pathname + search)
  return (
    login +
    continuationQuery({
      redirect: back !== '/' && back !== '/en' ? back : null,
      // What the visitor pressed before (the sign-up, the confirmation page): still done once signed in.
      intent: onAccountPage ? carried.get('intent') : null,
    })
  )
}

/** What a signed-out visitor pressed, in the form /login carries it (core/visitor/sign-in-intent.schemas.ts). */
type PressedIntent =
  | { kind: 'favorite'; propertyId: string }
  | { kind: 'favorite-project'; projectId: string }
  | { kind: 'search'; name: string; query: string; projects?: boolean }

/**
 * The sign-in page for a button that needs an account (the heart, "Guardar búsqueda"): it
 * returns to `back` and does what was pressed once signed in, by password or Google / Facebook.
 */
export function signInToDo(loginPath: string, back: string, pressed: PressedIntent): string {
  const intent =
    pressed.kind === 'favorite'
      ? `favorite:${pressed.propertyId}`
      : pressed.kind === 'favorite-project'
        ? `favorite-project:${pressed.projectId}`
        : `${pressed.projects ? 'projects' : 'search'}:${encodeURIComponent(Array.from(pressed.name).slice(0, 80).join(''))}:${pressed.query.replace(/^\?/, '')}`
  return loginPath + continuationQuery({ redirect: back, intent })
}
