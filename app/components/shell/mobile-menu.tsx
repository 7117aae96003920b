/**
 * The bottom menu on screens under 768 px (spec §2): home, search, favourites, compare.
 * Shown only when SHOW_FOOTER_MOBILE_MENU is on; layouts add bottom padding for it. A page
 * with its own contact bar (`data-contact-bar`, the listing page) hides it: one bar at the foot.
 */
import { NavLink } from 'react-router'
import { useT } from '~/lib/i18n'
import { cn } from '../ui/cn'
import { IconCompare, IconHeart, IconHome, IconSearch } from './icons'

export function MobileBottomMenu() {
  const { t, href } = useT()
  const items = [
    { to: href('/'), label: t('shell.nav.home'), icon: IconHome, end: true },
    { to: href('/properties/search'), label: t('shell.nav.search'), icon: IconSearch },
    { to: href('/user/panel/favorites'), label: t('shell.nav.favorites'), icon: IconHeart },
    { to: href('/properties/compare'), label: t('shell.nav.compare'), icon: IconCompare },
  ]
  return (
    <nav
      aria-label={t('shell.mobile_menu.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ink/10 bg-white pb-[env(safe-area-inset-bottom)] group-has-[[data-contact-bar]]/frame:hidden sm:hidden"
    >
      <ul className="grid grid-cols-4">
        {items.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-bold',
                  isActive ? 'text-ink-900' : 'text-ink',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span className={cn('rounded-full px-3 py-0.5', isActive && 'bg-brand')}>
                    <Icon className="size-5" />
                  </span>
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
