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
import { translate } from '#i18n'
import { pageLocale } from '#web/page-address'
import { PROJECT_COMPARE_PATH } from './listing-actions'
import { mergeLocalCompare, readLocalCompare, toggleCompare, useVisitorState, type ItemKind } from './visitor-store'

function useCompareRemove(kind: ItemKind): (id: string) => Promise<void> {
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
function CompareTooFew({
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

/** What differs between the two comparison pages' texts. */
const PAGE_TEXTS = {
  property: {
    title: 'visitor.compare.title',
    intro: 'visitor.compare.intro',
    empty: 'visitor.compare.empty',
    search: 'visitor.compare.search',
    searchPath: '/properties/search',
  },
  project: {
    title: 'visitor.projects.compare_title',
    intro: 'visitor.projects.compare_intro',
    empty: 'visitor.projects.compare_empty',
    search: 'visitor.projects.search',
    searchPath: '/proyectos',
  },
} as const satisfies Record<ItemKind, Record<string, string>>

/** A comparison page's title and robots tag: "<title> | Wi Inmuebles", never indexed. */
export function compareMeta(location: { pathname: string }, kind: ItemKind) {
  const locale = pageLocale(location)
  return [
    { title: `${translate(locale, PAGE_TEXTS[kind].title)} | ${translate(locale, 'brand')}` },
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * A comparison page around its table: the title, the tabs, the intro, the note of a list kept in
 * this browser (`local`), and under `min` items what is missing. `children` draws the table,
 * given the page's title (its caption) and the "Quitar" of an item.
 */
export function CompareShell(props: {
  kind: ItemKind
  local: boolean
  count: number
  limit: number
  min: number
  children: (page: { title: string; remove: (id: string) => void }) => ReactNode
}) {
  const { kind, local, count, limit, min, children } = props
  const { t, href } = useT()
  const remove = useCompareRemove(kind)
  const texts = PAGE_TEXTS[kind]
  const title = t(texts.title)
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">{title}</h1>
      <CompareTabs />
      <p className="mt-4 text-ink">{t(texts.intro, { limit })}</p>
      {local && count > 0 && <p className="mt-2 text-sm text-ink">{t('visitor.compare.local_note')}</p>}
      {count < min && (
        <CompareTooFew
          count={count}
          empty={t(texts.empty)}
          search={{ to: href(texts.searchPath), label: t(texts.search) }}
        />
      )}
      {children({ title, remove: (id) => void remove(id) })}
    </div>
  )
}
