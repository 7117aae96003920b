/**
 * /properties/compare/projects: up to 4 new-homes projects side by side, the tab beside the
 * listings' comparison (never mixed with it): builder, place, stage, delivery, price from,
 * area and bedrooms, estrato, VIS/VIP, amenities and progress, the best value of each row
 * highlighted (components/visitor/project-compare-table.tsx). Signed-in visitors see their
 * account's list; others the list kept in this browser (wi_compare_projects cookie).
 */
import { compareMeta, CompareShell, useCompareRemove } from '~/components/visitor/compare-page'
import { ProjectCompareTable } from '~/components/visitor/project-compare-table'
import { useT } from '~/lib/i18n'
import { readCookie } from '#core/accounts'
import { COMPARE_LIMIT, COMPARE_MIN, projectComparisonPage } from '#core/visitor'
import { pageContext } from '#web/page'
import type { Route } from './+types/compare-projects'

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = await pageContext(request)
  const browserIds = (readCookie(request.headers.get('cookie'), 'wi_compare_projects') ?? '').split(',').filter(Boolean)
  return { ...(await projectComparisonPage(ctx, browserIds)), limit: COMPARE_LIMIT, min: COMPARE_MIN }
}

export const meta = ({ location }: Route.MetaArgs) => compareMeta(location, 'visitor.projects.compare_title')

export default function CompareProjectsPage({ loaderData }: Route.ComponentProps) {
  const { items, local, limit, min, best } = loaderData
  const { t, href } = useT()
  const remove = useCompareRemove('project')
  return (
    <CompareShell
      title={t('visitor.projects.compare_title')}
      intro={t('visitor.projects.compare_intro', { limit })}
      local={local}
      count={items.length}
      min={min}
      empty={t('visitor.projects.compare_empty')}
      search={{ to: href('/proyectos'), label: t('visitor.projects.search') }}
    >
      {items.length > 0 && (
        <ProjectCompareTable
          items={items}
          best={best}
          caption={t('visitor.projects.compare_title')}
          onRemove={(id) => void remove(id)}
          className="mt-6"
        />
      )}
    </CompareShell>
  )
}
