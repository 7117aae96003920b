/**
 * The frame every public layout shares: skip link, header (not on home), main, footer,
 * and the mobile bottom menu when its flag is on (not beside a page's own contact bar). Error boundaries use it too, so an
 * error page keeps the site's navigation.
 */
import type { ReactNode } from 'react'
import { useT } from '~/lib/i18n'
import { cn } from '../ui/cn'
import { Footer } from './footer'
import { Header } from './header'
import type { MicrositeShell } from './microsite-shell'
import { MobileBottomMenu } from './mobile-menu'
import { useShellData } from './shell-data'

export type FrameVariant = 'default' | 'home' | 'property' | 'microsite'

export function SiteFrame({
  variant = 'default',
  microsite,
  children,
}: {
  variant?: FrameVariant
  microsite?: MicrositeShell | null
  children: ReactNode
}) {
  const { t } = useT()
  const shell = useShellData()
  const mobileMenu = shell?.flags.footerMobileMenu ?? false
  const hideSubscription = variant === 'microsite' ? (microsite?.hideSubscriptionFooter ?? true) : false
  return (
    <div
      className={cn(
        'group/frame flex min-h-dvh flex-col',
        mobileMenu && 'pb-16 [--bottom-menu:4rem] sm:pb-0 sm:[--bottom-menu:0rem]',
        // A page with its own contact bar (the listing on a phone) shows that one bar at the
        // foot instead of the bottom menu, and keeps its last lines clear of it.
        'has-[[data-contact-bar]]:[--bottom-menu:0rem] has-[[data-contact-bar]]:max-md:pb-[4.25rem]',
      )}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-brand px-4 py-2 font-bold text-ink-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell.skip_to_content')}
      </a>
      {variant !== 'home' && <Header microsite={variant === 'microsite' ? microsite : null} />}
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'flex-1 focus:outline-none',
          variant === 'property' && 'mx-auto w-full max-w-5xl px-4 py-6 sm:px-6',
          (variant === 'default' || variant === 'microsite') && 'w-full',
        )}
      >
        {children}
      </main>
      <Footer hideSubscription={hideSubscription} />
      {mobileMenu && <MobileBottomMenu />}
    </div>
  )
}
