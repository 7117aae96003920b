/**
 * The project search: /proyectos (/en/projects) and the two-segment landings
 * (/proyectos/envigado/vis); a one-segment landing (/proyectos/medellin) shares its address
 * with the project pages and is answered by project.tsx with this page's body. Server-rendered
 * from the address alone (projects-search.server.ts); a filter at fault answers 422 with its
 * message and the rest searched.
 */
import { ProjectSearchPage } from '~/components/projects/search/project-search-page'
import { GuardedErrorPage } from '~/components/shell/error-page'
import { useRouteError } from 'react-router'
import { searchMetaTags } from '~/components/search/search-meta'
import { loadProjectSearch } from './projects-search.server'
import type { Route } from './+types/projects-search'

/** The first view is photos: the scripts come after the first paint (ADR 0022). */
export const handle = { scriptsAfterPaint: true }

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadProjectSearch(request, params.project && params.subset ? [params.project, params.subset] : null)
}

export function meta({ loaderData }: Route.MetaArgs) {
  return searchMetaTags(loaderData?.search)
}

export default function ProjectSearchRoute({ loaderData }: Route.ComponentProps) {
  return <ProjectSearchPage data={loaderData.search} />
}

export function ErrorBoundary() {
  return <GuardedErrorPage error={useRouteError()} />
}
