/**
 * The back-office frame: a top bar (brand, agency switcher for portal-wide staff, user),
 * the section navigation (a sidebar from md up, a disclosure menu on phones) and the main
 * area. Only the sections the actor may open are listed.
 */
import type { ReactNode } from 'react'
import { Form, Link, NavLink, useLocation } from 'react-router'
import { useT } from '~/lib/i18n'
import type { BackOfficeSection } from '#core/dashboard'
import { cn } from '../ui/cn'
import { LabeledSelect } from '../ui/labeled'
import { ADMIN_NAV } from './admin-nav'

export interface AdminShellData {
  user: { fullName: string; email: string }
  sections: BackOfficeSection[]
  agencies: { id: string; name: string }[]
  currentAgency: string | null
}

function NavItems({ sections, onNavigate }: { sections: BackOfficeSection[]; onNavigate?: () => void }) {
  const { t } = useT()
  return (
    <ul className="flex flex-col gap-1">
      {ADMIN_NAV.filter((item) => sections.includes(item.section)).map((item) => (
        <li key={item.section}>
          <NavLink
            to={item.to}
            end={item.section === 'dashboard'}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'block rounded-xl px-3 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-brand-600',
                isActive ? 'bg-brand text-ink-900' : 'text-white hover:bg-white/10',
              )
            }
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

function AgencySwitcher({ agencies, current }: { agencies: AdminShellData['agencies']; current: string | null }) {
  const { t } = useT()
  const { pathname, search } = useLocation()
  if (agencies.length === 0) return null
  return (
    <Form method="post" action="/admin/agency" className="flex items-center gap-2" reloadDocument={false}>
      <input type="hidden" name="back" value={pathname + search} />
      <LabeledSelect
        id="admin-agency"
        label={t('admin.agency.label')}
        labelClassName="sr-only"
        name="agency"
        defaultValue={current ?? ''}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
        className="max-w-48 rounded-lg border border-white/30 bg-ink-700 px-2 py-1.5 text-sm text-white sm:max-w-64"
      >
        <option value="">{t('admin.agency.all')}</option>
        {agencies.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </LabeledSelect>
      <noscript>
        <button type="submit" className="rounded-lg bg-brand px-2 py-1 text-sm font-bold text-ink-900">
          {t('admin.agency.apply')}
        </button>
      </noscript>
    </Form>
  )
}

export function AdminShell({ data, children }: { data: AdminShellData | null; children: ReactNode }) {
  const { t } = useT()
  return (
    <div className="flex min-h-dvh flex-col bg-ink/5">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-xl bg-brand px-4 py-2 font-bold text-ink-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('admin.skip_to_content')}
      </a>
      <header className="sticky top-0 z-30 flex flex-wrap items-center gap-3 bg-ink-900 px-4 py-2 text-white">
        <Link to="/admin" className="flex items-baseline gap-2 font-black">
          <span className="rounded-lg bg-brand px-2 py-0.5 text-ink-900">{t('brand')}</span>
          <span className="text-sm font-semibold text-white/85">{t('admin.brand_suffix')}</span>
        </Link>
        <div className="ml-auto flex flex-wrap items-center gap-3">
          {data && <AgencySwitcher agencies={data.agencies} current={data.currentAgency} />}
          {data && (
            <span className="hidden text-sm text-white/85 sm:inline" title={data.user.email}>
              {data.user.fullName}
            </span>
          )}
          <Link to="/" className="text-sm font-semibold underline underline-offset-2">
            {t('admin.nav.public_site')}
          </Link>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        {data && data.sections.length > 0 && (
          <>
            <details className="group bg-ink text-white md:hidden">
              <summary className="cursor-pointer list-none px-4 py-2.5 font-bold">
                <span aria-hidden="true">☰ </span>
                {t('admin.menu')}
              </summary>
              <nav aria-label={t('admin.nav.label')} className="px-3 pb-3">
                <NavItems sections={data.sections} />
              </nav>
            </details>
            <nav aria-label={t('admin.nav.label')} className="hidden w-56 shrink-0 bg-ink p-3 md:block">
              {/* Stays in view below the sticky header while a long page scrolls, never under it. */}
              <div className="sticky top-16">
                <NavItems sections={data.sections} />
              </div>
            </nav>
          </>
        )}
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6">
          {children}
        </main>
      </div>
    </div>
  )
}
