/**
 * The cookie notice (spec §4, §9): shown until accepted; the choice is kept one year in
 * the `user_agree_cookies_policies` cookie. The root loader reads that cookie, so an
 * accepted visitor never sees the banner flash. Without JavaScript the form posts to
 * /cookies/accept, which sets the same cookie and comes back.
 */
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useT } from '~/lib/i18n'
import { Button } from '../ui/button'

export const COOKIE_CONSENT = { name: 'user_agree_cookies_policies', maxAgeSeconds: 31_536_000 } as const

export function CookieBanner() {
  const { t, href } = useT()
  const { pathname, search } = useLocation()
  const [accepted, setAccepted] = useState(false)
  if (accepted) return null

  function accept(event: React.FormEvent) {
    event.preventDefault()
    const secure = window.location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${COOKIE_CONSENT.name}=true; Max-Age=${COOKIE_CONSENT.maxAgeSeconds}; Path=/; SameSite=Lax${secure}`
    setAccepted(true)
  }

  return (
    <section aria-label={t('shell.cookies.label')} className="fixed inset-x-0 bottom-16 z-40 px-3 sm:bottom-4 sm:px-4">
      <form
        method="post"
        action={`/cookies/accept?redirect=${encodeURIComponent(pathname + search)}`}
        onSubmit={accept}
        className="mx-auto flex max-w-3xl flex-col gap-3 rounded-xl border border-ink/15 bg-white p-4 text-ink-900 shadow-2xl sm:flex-row sm:items-center sm:gap-5"
      >
        <p className="flex-1 text-sm">
          {t('shell.cookies.text')}{' '}
          <Link to={href('/cookies_policy')} className="font-bold underline">
            {t('shell.cookies.more')}
          </Link>
        </p>
        <Button type="submit" size="sm" className="shrink-0 px-6">
          {t('shell.cookies.accept')}
        </Button>
      </form>
    </section>
  )
}
