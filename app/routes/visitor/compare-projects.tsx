/**
 * /properties/compare/projects: up to 4 new-homes projects side by side, the tab beside the
 * listings' comparison (never mixed with it): builder, place, stage, delivery, price from,
 * area and bedrooms, estrato, VIS/VIP, amenities and progress, the best value of each row
 * highlighted (components/visitor/project-compare-table.tsx). Signed-in visitors see their
 * account's list; others the list kept in this browser (wi_compare_projects cookie).
 */
import { compareMeta, CompareShell } from '~/components/visitor/compare-page'
import { ProjectCompareTable } from '~/components/visitor/project-compare-table'
import { projectComparisonPage } from '#core/visitor'
import { compareLoaderData } from './compare.server'
import type { Route } from './+types/compare-projects'

export const loader = ({ request }: Route.LoaderArgs) =>
  compareLoaderData(request, 'wi_compare_projects', projectComparisonPage)

export const meta = ({ location }: Route.MetaArgs) => compareMeta(location, 'project')

export default function CompareProjectsPage({ loaderData }: Route.ComponentProps) {
  const { items, local, limit, min, best } = loaderData
  return (
    <CompareShell kind="project" local={local} count={items.length} limit={limit} min={min}>
      {({ title, remove }) =>
        items.length > 0 && (
          <ProjectCompareTable items={items} best={best} caption={title} onRemove={remove} className="mt-6" />
        )
      }
    </CompareShell>
  )
}
