/**
 * /properties/compare/projects: up to 4 new-homes projects side by side, the tab beside the
 * listings' comparison (never mixed with it): builder, place, stage, delivery, price from,
 * area and bedrooms, estrato, VIS/VIP, amenities and progress, the best value of each row
 * highlighted (components/visitor/project-compare-table.tsx). Signed-in visitors see their
 * account's list; others the list kept in this browser (wi_compare_projects cookie).
 */
import { CompareTabs, CompareTooFew, useCompareRemove } from '~/components/visitor/compare-page'
import { ProjectCompareTable } from '~/components/visitor/project-compare-table'
import { translate } from '#i18n'
import { useT } from '~/lib/i18n'
import { readCookie } from '#core/accounts'
import { COMPARE_LIMIT, COMPARE_MIN, projectComparisonPage } from '#core/visitor'
import { pageContext } from '#web/page'
import { pageLocale } from '#web/page-address'
import type { Route } from './+types/compare-projects'

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = await pageContext(request)
  const browserIds = (readCookie(request.headers.get('cookie'), 'wi_compare_projects') ?? '').split(',').filter(Boolean)
  return { ...(await projectComparisonPage(ctx, browserIds)), limit: COMPARE_LIMIT, min: COMPARE_MIN }
}

export function meta({ location }: Route.MetaArgs) {
  const locale = pageLocale(location)
  return [
    { title: `${translate(locale, 'visitor.projects.compare_title')} | ${translate(locale, 'brand')}` },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function CompareProjectsPage({ loaderData }: Route.ComponentProps) {
  const { items, local, limit, min, best } = loaderData
  const { t, href } = useT()
  const remove = useCompareRemove('project')
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">{t('visitor.projects.compare_title')}</h1>
      <CompareTabs />
      <p className="mt-4 text-ink">{t('visitor.projects.compare_intro', { limit })}</p>
      {local && items.length > 0 && <p className="mt-2 text-sm text-ink">{t('visitor.compare.local_note')}</p>}
      {items.length < min && (
        <CompareTooFew
          count={items.length}
          empty={t('visitor.projects.compare_empty')}
          search={{ to: href('/proyectos'), label: t('visitor.projects.search') }}
        />
      )}
      {items.length > 0 && (
        <ProjectCompareTable
          items={items}
          best={best}
          caption={t('visitor.projects.compare_title')}
          onRemove={(id) => void remove(id)}
          className="mt-6"
        />
      )}
    </div>
  )
}
