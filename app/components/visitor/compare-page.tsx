/**
 * What both comparison pages share (listings: routes/visitor/compare.tsx; projects:
 * routes/visitor/compare-projects.tsx): the tabs between them, the note under fewer than two
 * items, and `useCompareRemove` — a comparison kept before signing in joins the account, then
 * the page reloads its data; "Quitar" takes an item out and reloads.
 */
import { useEffect, type ReactNode } from 'react'
import { NavLink, useRevalidator } from 'react-router'
import { useShellData } from '~/components/shell/shell-data'
import { ButtonLink } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { useToast } from '~/components/ui/toast'
import { useT } from '~/lib/i18n'
import { translate, type MessageKey } from '#i18n'
import { pageLocale } from '#web/page-address'
import { PROJECT_COMPARE_PATH } from './listing-actions'
import { mergeLocalCompare, readLocalCompare, toggleCompare, useVisitorState, type ItemKind } from './visitor-store'

export function useCompareRemove(kind: ItemKind): (id: string) => Promise<void> {
  const { t } = useT()
  const toast = useToast()
  const revalidator = useRevalidator()
  const signedIn = !!useShellData()?.user
  useVisitorState(signedIn)

  useEffect(() => {
    if (signedIn && (readLocalCompare('property').length > 0 || readLocalCompare('project').length > 0))
      void mergeLocalCompare().then((merged) => {
        if (merged) void revalidator.revalidate()
      })
  }, [signedIn])

  return async (id: string) => {
    const result = await toggleCompare(signedIn, id, kind)
    if (result === 'removed') toast.success(t('toast.saved'))
    else toast.error(t('toast.save_error'))
    void revalidator.revalidate()
  }
}

/** "Inmuebles | Proyectos nuevos": the two comparisons, never mixed. */
export function CompareTabs() {
  const { t, href } = useT()
  const tabs = [
    { to: href('/properties/compare'), label: t('visitor.projects.tab_listings') },
    { to: href(PROJECT_COMPARE_PATH), label: t('visitor.projects.tab_projects') },
  ]
  return (
    <nav aria-label={t('visitor.projects.tabs')} className="mt-4">
      <ul className="flex gap-1 border-b border-ink/10">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center px-3 text-sm font-bold text-ink-900 hover:bg-ink/5',
                  isActive && 'underline decoration-brand-600 decoration-3 underline-offset-6',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** "Se necesitan al menos 2 … para comparar", what is missing, and where to find more. */
export function CompareTooFew({
  count,
  empty,
  search,
}: {
  count: number
  empty: string
  search: { to: string; label: string }
}) {
  const { t } = useT()
  return (
    <div className="mt-6 rounded-xl border border-brand-600/40 bg-brand-50 p-5" role="status" data-testid="compare-min">
      <p className="font-bold text-ink-900">{t('validation.compare_min')}</p>
      <p className="mt-1 text-sm text-ink">{count === 0 ? empty : t('errors.compare_not_enough')}</p>
      <ButtonLink to={search.to} className="mt-4" size="sm">
        {search.label}
      </ButtonLink>
    </div>
  )
}

/** A comparison page's title and robots tag: "<title> | Wi Inmuebles", never indexed. */
export function compareMeta(location: { pathname: string }, title: MessageKey) {
  const locale = pageLocale(location)
  return [
    { title: `${translate(locale, title)} | ${translate(locale, 'brand')}` },
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * A comparison page around its table: the title, the tabs, the intro, the note of a list kept in
 * this browser (`local`), and under `min` items what is missing.
 */
export function CompareShell(props: {
  title: string
  intro: string
  local: boolean
  count: number
  min: number
  empty: string
  search: { to: string; label: string }
  children: ReactNode
}) {
  const { title, intro, local, count, min, empty, search, children } = props
  const { t } = useT()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">{title}</h1>
      <CompareTabs />
      <p className="mt-4 text-ink">{intro}</p>
      {local && count > 0 && <p className="mt-2 text-sm text-ink">{t('visitor.compare.local_note')}</p>}
      {count < min && <CompareTooFew count={count} empty={empty} search={search} />}
      {children}
    </div>
  )
}
