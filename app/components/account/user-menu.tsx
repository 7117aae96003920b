/**
 * The header's user menu (spec §2): photo and full name, a link to the account and the
 * sign-out action. Sign-out calls the server, clears the local session data and shows the
 * success toast; the local cleanup happens even when the server call fails (spec §4).
 * Without JavaScript the menu is a <details> disclosure and sign-out a plain form post.
 */
import { useRef, useState } from 'react'
import { Form, Link, useSubmit } from 'react-router'
import { ChevronDown } from '~/components/ui/icon'
import { useToast } from '~/components/ui/toast'
import { logoutCleanup, useSessionKeepAlive } from '~/lib/auth-client'
import { useT } from '~/lib/i18n'
import type { ShellUser } from '../shell/shell-data'

export function UserAvatar({ user, size = 'size-8' }: { user: ShellUser; size?: string }) {
  const initial = user.fullName.trim().charAt(0).toUpperCase() || '?'
  return user.photo ? (
    <img src={user.photo} alt="" className={`${size} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-ink font-bold text-white`}
    >
      {initial}
    </span>
  )
}

export function UserMenu({ user }: { user: ShellUser }) {
  const { t, href } = useT()
  const toast = useToast()
  const submit = useSubmit()
  const [busy, setBusy] = useState(false)
  const details = useRef<HTMLDetailsElement>(null)
  useSessionKeepAlive(true)

  async function signOut(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const form = event.currentTarget
    try {
      await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' })
    } catch {
      // The same local cleanup happens when the server cannot be reached.
    }
    logoutCleanup()
    toast.success(t('toast.logout'))
    details.current?.removeAttribute('open')
    // The page action clears the cookies again (harmless) and sends the visitor home,
    // revalidating the shell so the header shows the signed-out state.
    await submit(form, { method: 'post', action: form.getAttribute('action') ?? href('/auth/callback') })
    setBusy(false)
  }

  return (
    <details ref={details} className="group relative">
      <summary
        className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 rounded-xl px-1 py-1.5 sm:px-2 text-sm font-bold text-ink-900 hover:bg-ink/5 focus-visible:outline-3 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden"
        data-testid="user-menu"
      >
        <UserAvatar user={user} />
        <span className="hidden max-w-40 truncate lg:inline">{user.fullName}</span>
        <span className="sr-only lg:hidden">{user.fullName}</span>
        <ChevronDown className="hidden size-4 transition-transform group-open:rotate-180 sm:block" />
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-ink/10 bg-white p-2 shadow-xl">
        <div className="flex items-center gap-3 border-b border-ink/10 px-2 pb-3 pt-1">
          <UserAvatar user={user} size="size-10" />
          <p className="truncate font-bold text-ink-900">{user.fullName}</p>
        </div>
        <nav className="flex flex-col py-1 text-sm font-semibold">
          <Link
            to={href('/user/account')}
            className="rounded-lg px-3 py-2.5 hover:bg-ink/5"
            onClick={() => details.current?.removeAttribute('open')}
          >
            {t('auth.menu.account')}
          </Link>
          <Link
            to={href('/user/panel/favorites')}
            className="rounded-lg px-3 py-2.5 hover:bg-ink/5"
            onClick={() => details.current?.removeAttribute('open')}
          >
            {t('auth.menu.favourites')}
          </Link>
          <Link
            to={href('/user/panel/listings')}
            className="rounded-lg px-3 py-2.5 hover:bg-ink/5"
            onClick={() => details.current?.removeAttribute('open')}
          >
            {t('owner.publish_cta')}
          </Link>
        </nav>
        <Form method="post" action={href('/auth/callback')} onSubmit={signOut} className="border-t border-ink/10 pt-1">
          <input type="hidden" name="intent" value="logout" />
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-lg px-3 py-2.5 text-left text-sm font-bold text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            {t('auth.menu.logout')}
          </button>
        </Form>
      </div>
    </details>
  )
}
