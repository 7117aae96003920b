/**
 * The back-office layout (/admin/*): its own code-split bundle, never loaded by public
 * pages. Guards every section: signed-out → /login with the return path; signed in
 * without back-office permissions → a 403 page. Child loaders guard themselves too
 * (requireBackOffice), since loaders run in parallel.
 */
import type { ReactNode } from 'react'
import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from 'react-router'
import { AdminShell, type AdminShellData } from '~/components/admin/admin-shell'
import { registerBackOfficeMessages } from '~/components/admin/back-office-messages'
import { requireBackOffice } from '~/routes/admin/back-office.server'
import { ErrorPage } from '~/components/shell/error-page'
import { buttonClass } from '~/components/ui/button'
import { hasKey, translate } from '#i18n'
import { useT } from '~/lib/i18n'
import { listBackOfficeSections, listSwitchableAgencies } from '#core/dashboard'
import { encodeId } from '#core/shared'
import { actorContext } from '#web/context'

import type { Route } from './+types/admin-layout'
import { pageLocale } from '#web/page-address'

// The back-office texts in the browser (every admin page renders inside this layout).
registerBackOfficeMessages()

export const ADMIN_LAYOUT_ID = 'routes/admin/admin-layout'

export async function loader({ request }: Route.LoaderArgs): Promise<AdminShellData> {
  const office = await requireBackOffice(request)
  const agencies = await listSwitchableAgencies(actorContext(office.actor, pageLocale(request)))
  return {
    user: { fullName: office.actor.fullName, email: office.actor.email },
    sections: await listBackOfficeSections(actorContext(office.actor, pageLocale(request))),
    agencies: agencies.map((a) => ({ id: encodeId('customer', a.id), name: a.name })),
    currentAgency: office.chosenCustomerId ? encodeId('customer', office.chosenCustomerId) : null,
  }
}

export function meta() {
  return [
    { title: `${translate('es-CO', 'admin.title')} · ${translate('es-CO', 'brand')}` },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell data={loaderData}>
      <Outlet />
    </AdminShell>
  )
}

/** The shell data for child pages (agency switcher choice, user). */
export function useAdminShell(): AdminShellData | undefined {
  return useRouteLoaderData<AdminShellData>(ADMIN_LAYOUT_ID)
}

/**
 * A 403 inside the back-office. Only a member without any back-office permission is told
 * the back-office is closed to them; a member refused one section or action (an Analyst on
 * the audit log) is told that, with the way back to their own dashboard.
 */
function Forbidden({ outside }: { outside: boolean }) {
  const { t } = useT()
  return outside ? (
    <StatusPage status={403} title={t('admin.forbidden.title')} text={t('admin.forbidden.text')} back="/">
      {t('admin.forbidden.home')}
    </StatusPage>
  ) : (
    <StatusPage status={403} title={t('errors.forbidden')} text={t('admin.forbidden.section_text')} back="/admin">
      {t('admin.forbidden.dashboard')}
    </StatusPage>
  )
}

/** A 404 inside the back-office: what is missing (the loader's message), and the way back to the panel. */
function NotFound({ message }: { message: unknown }) {
  const { t } = useT()
  const title = typeof message === 'string' && hasKey(message) ? t(message) : t('admin.not_found.title')
  return (
    <StatusPage status={404} title={title} text={t('admin.not_found.text')} back="/admin">
      {t('admin.not_found.back')}
    </StatusPage>
  )
}

/** The back-office's own error page: the status, what happened, and one way back. */
function StatusPage(props: { status: number; title: string; text: string; back: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <p aria-hidden="true" className="inline-block rounded-2xl bg-brand px-6 py-1 text-6xl font-black text-ink-900">
        {props.status}
      </p>
      <h1 className="mt-4 text-2xl font-extrabold">{props.title}</h1>
      <p className="mt-3 text-ink">{props.text}</p>
      <Link to={props.back} className={buttonClass('primary', 'md', 'mt-6')}>
        {props.children}
      </Link>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<AdminShellData>(ADMIN_LAYOUT_ID) ?? null
  return (
    <AdminShell data={shell}>
      {isRouteErrorResponse(error) && error.status === 403 ? (
        <Forbidden
          outside={!shell || (error.data as { message?: string } | null)?.message === 'admin.forbidden.title'}
        />
      ) : isRouteErrorResponse(error) && error.status === 404 && shell ? (
        <NotFound message={(error.data as { message?: unknown } | null)?.message} />
      ) : (
        <ErrorPage error={error} />
      )}
    </AdminShell>
  )
}
