/**
 * /auth/callback: the home target after sign-in (spec §2). Its action is also the page
 * side of sign-out (the user menu posts here): it ends the session, clears the cookies
 * and sends the visitor home.
 */
import { Link, redirect } from 'react-router'
import { AuthCard, authMeta } from '~/components/account/auth-layout'
import { localizePath } from '#i18n'
import { useT } from '~/lib/i18n'
import { getActor, requireActorOrLogin, signedOutHeaders } from '#web/session.server'
import { endSession } from '#core/accounts'
import { hasBackOffice } from '#core/dashboard'
import { runtime } from '#core/shared'
import type { Route } from './+types/auth-callback'
import { pageLocale } from '#web/page-address'

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireActorOrLogin(request)
  return { firstName: actor.firstName || actor.fullName, staff: hasBackOffice(actor) }
}

export async function action({ request }: Route.ActionArgs) {
  const locale = pageLocale(request)
  const actor = await getActor(request)
  if (actor?.sessionId) await endSession(runtime().db, actor.sessionId)
  return redirect(localizePath('/', locale), { headers: signedOutHeaders() })
}

export const meta = ({ location }: Route.MetaArgs) => authMeta(location.pathname, 'auth.account.title')

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  const { t, href } = useT()
  const links = [
    { to: href('/properties/search'), label: t('auth.callback.search') },
    { to: href('/user/panel/favorites'), label: t('auth.callback.favourites') },
    { to: href('/user/account'), label: t('auth.callback.account') },
  ]
  return (
    <AuthCard title={t('auth.callback.title', { name: loaderData.firstName })} intro={t('auth.callback.intro')}>
      <ul className="flex flex-col gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex min-h-12 items-center justify-between rounded-xl border border-ink/15 px-4 font-bold text-ink-900 hover:border-ink hover:bg-brand-50"
            >
              {link.label}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
        {loaderData.staff && (
          <li>
            <Link
              to="/admin"
              className="flex min-h-12 items-center justify-between rounded-xl bg-ink px-4 font-bold text-white hover:bg-ink-700"
            >
              {t('auth.callback.backoffice')}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        )}
      </ul>
    </AuthCard>
  )
}
