/**
 * The site header (spec §2): logo, about, advertise, restrictive lists, blog, agency
 * back-office, sign-in or the signed-in tools, and the language switch. On small screens
 * the links fold into a menu built on <details>, so it opens without JavaScript too.
 * On microsites the agency logo and name replace the portal's (see microsite-shell.ts).
 */
import { useEffect, useRef } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { deferredPart } from '~/components/ui/deferred-part'
import { useT } from '~/lib/i18n'
import { signInHref } from '~/lib/sign-in-link'
import { buttonClass } from '../ui/button'
import { cn } from '../ui/cn'
import { IconHeart, IconMenu } from './icons'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import type { MicrositeShell } from './microsite-shell'
import { useShellData } from './shell-data'

/** The compare dropdown and user menu: their code reaches only a signed-in visitor's browser. */
const SignedInTools = deferredPart(
  import.meta.env.SSR ? (await import('~/components/account/signed-in-tools')).default : null,
  () => import('~/components/account/signed-in-tools'),
)

function useNavItems() {
  const { t, href } = useT()
  const shell = useShellData()
  return [
    { to: href('/about_us'), label: t('shell.nav.about') },
    { to: href('/info/inmobiliarias/anunciarse'), label: t('shell.nav.advertise') },
    { to: href('/info/rlist'), label: t('shell.nav.rlist') },
    { to: shell?.links.blog ?? '#', label: t('shell.nav.blog'), external: true },
    {
      to: shell?.links.backoffice ?? '/admin',
      label: t('shell.nav.backoffice'),
      title: t('shell.nav.backoffice_title'),
      external: true,
    },
  ]
}

/** shell.css: NavLink adds `active` to the current page's link. */
const linkClass = 'nav-a'

export function NavItems({ vertical }: { vertical?: boolean }) {
  const items = useNavItems()
  return (
    <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-0.5')}>
      {items.map((item) => (
        <li key={item.label}>
          {item.external ? (
            <a href={item.to} title={item.title} className={linkClass}>
              {item.label}
            </a>
          ) : (
            <NavLink to={item.to} className={linkClass}>
              {item.label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  )
}

export function Header({ microsite }: { microsite?: MicrositeShell | null }) {
  const { t, href } = useT()
  const shell = useShellData()
  const brand = shell?.brand ?? t('brand')
  const hideMenu = !!microsite?.hideMainMenu
  const centered = microsite?.logoHeaderAlignment === 'center'
  const { pathname } = useLocation()

  const logo = microsite?.logoHeader ? (
    <Link
      to={pathname}
      className="inline-flex items-center gap-3"
      aria-label={microsite.micrositeRealstateName ?? brand}
    >
      <img src={microsite.logoHeader} alt="" className="h-11 w-auto max-w-40 object-contain" />
      {microsite.micrositeRealstateName && (
        <span className="text-lg font-extrabold text-ink-900">{microsite.micrositeRealstateName}</span>
      )}
    </Link>
  ) : (
    <Link to={href('/')} aria-label={t('shell.nav.home_link')} className="rounded-xl">
      <Logo brand={brand} />
    </Link>
  )

  return (
    <header className="sticky top-0 z-40 border-b border-ink/10 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div
        className={cn(
          'mx-auto flex min-h-16 max-w-7xl items-center gap-3 px-4 sm:px-6',
          centered && 'md:justify-center',
        )}
      >
        <div className={cn('flex items-center', centered ? 'flex-1 md:flex-none' : 'flex-1 lg:flex-none')}>{logo}</div>

        {hideMenu ? (
          <div className={cn('flex items-center gap-2', centered && 'md:absolute md:right-6')}>
            <a href={href('/')} className={buttonClass('ghost', 'sm')}>
              {t('shell.nav.back_to_main')}
            </a>
          </div>
        ) : (
          <>
            <nav aria-label={t('shell.nav.main')} className={cn('hidden lg:block', centered ? '' : 'flex-1')}>
              <NavItems />
            </nav>
            <div className="flex items-center gap-1">
              <AccountTools />
              <MobileMenu />
            </div>
          </>
        )}
      </div>
    </header>
  )
}

export function MobileMenu() {
  const { t } = useT()
  const ref = useRef<HTMLDetailsElement>(null)
  const location = useLocation()
  // Close the menu after a client-side navigation: not when the scripts start, which would shut
  // a menu the visitor opened while they were loading (and lose the click they were making).
  const shownKey = useRef(location.key)
  useEffect(() => {
    if (shownKey.current === location.key) return
    shownKey.current = location.key
    ref.current?.removeAttribute('open')
  }, [location.key])
  return (
    <details ref={ref} className="group lg:hidden">
      <summary
        aria-label={t('shell.nav.open_menu')}
        className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1 rounded-xl px-2 font-bold text-ink-900 hover:bg-ink/5 [&::-webkit-details-marker]:hidden"
      >
        <IconMenu className="size-6" />
        <span className="sr-only sm:not-sr-only sm:text-sm">{t('shell.nav.menu')}</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-ink/10 bg-white px-4 pt-2 pb-4 shadow-lg sm:px-6">
        <nav aria-label={t('shell.nav.main')}>
          <NavItems vertical />
        </nav>
        <div className="mt-2 border-t border-ink/10 pt-2 md:hidden">
          <LanguageSwitch />
        </div>
      </div>
    </details>
  )
}

/** Language switch, then sign-in or the signed-in tools (favourites, compare, user menu). */
export function AccountTools({ onBrand }: { onBrand?: boolean }) {
  const { t, href } = useT()
  const user = useShellData()?.user ?? null
  // Rendered from the location, so the server's HTML and every client-side navigation carry the current page.
  const { pathname, search } = useLocation()
  return (
    <>
      <LanguageSwitch className="hidden md:inline-flex" />
      {user ? (
        <>
          <Link
            to={href('/user/panel/favorites')}
            className="hidden min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-bold text-ink-900 hover:bg-ink/5 sm:inline-flex"
          >
            <IconHeart className="size-5" />
            {t('shell.nav.favorites')}
          </Link>
          <SignedInTools user={user} />
        </>
      ) : (
        <Link
          to={signInHref(pathname, search)}
          className={buttonClass(onBrand ? 'secondary' : 'primary', 'sm', 'ml-1')}
        >
          {t('shell.nav.login')}
        </Link>
      )}
    </>
  )
}
