/**
 * POST /cookies/accept: the cookie banner without JavaScript. Sets the consent cookie for
 * a year and returns to the page the visitor was on (a local path only: no open redirect).
 */
import { redirect } from 'react-router'
import { COOKIE_CONSENT } from '~/components/shell/cookie-banner'
import type { Route } from './+types/cookie-consent'

const SAFE_PATH = /^\/(?!\/)[\w\-./~%?=&+,:@]*$/

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url)
  const back = url.searchParams.get('redirect') ?? '/'
  const secure = url.protocol === 'https:' ? '; Secure' : ''
  return redirect(SAFE_PATH.test(back) ? back : '/', {
    headers: {
      'Set-Cookie': `${COOKIE_CONSENT.name}=true; Max-Age=${COOKIE_CONSENT.maxAgeSeconds}; Path=/; SameSite=Lax${secure}`,
    },
  })
}

export function loader() {
  return redirect('/')
}
