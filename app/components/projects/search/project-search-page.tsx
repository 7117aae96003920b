/**
 * The /proyectos page's body (issue 32 point 4), the same for /proyectos and its landings:
 * heading and exact count, the filter form (a side panel on desktop; on a phone a disclosure
 * above the results, CSS only, so it works before and without the scripts), the sort, the
 * project cards and the numbered pages. Laid out with the listing search's sp-/fa- classes.
 */
import { Link } from 'react-router'
import { PROJECT_SORTS, projectSearchPath } from '#core/projects/browser'
import { SearchPagination } from '~/components/search/search-pagination'
import { SortForm } from '~/components/search/search-sort'
import { ResultCount } from '~/components/search/search-summary'
import { useT } from '~/lib/i18n'
import type { ProjectSearchData } from '~/routes/projects/projects-search.server'
import { ProjectCard } from './project-card'
import { ProjectFilters } from './project-filters'

/**
 * Whether the phone's filters are open: a choice that moves to a landing changes the route
 * module (/proyectos/bello is the project route's), which draws the page anew; the filters
 * stay open through it. Only the browser ever sets it (a toggle).
 */
let filtersOpen = false

export function ProjectSearchPage({ data }: { data: ProjectSearchData }) {
  const { t, locale, href } = useT()
  const params = new URLSearchParams(data.query)
  const hrefOf = (p: URLSearchParams) => projectSearchPath(locale, p, data.slugs)
  return (
    <div className="sp">
      <header className="sp-col">
        <h1 className="text-2xl leading-tight font-extrabold text-ink-900 sm:text-3xl">{data.heading}</h1>
        <ResultCount texts="project_search" testId="project-count" {...data} />
      </header>

      <aside className="fa" aria-labelledby="project-filters-title">
        <details
          className="fa-t"
          open={filtersOpen || undefined}
          onToggle={(e) => (filtersOpen = e.currentTarget.open)}
        >
          <summary>{t('project_search.filters.open')}</summary>
        </details>
        <div className="fa-box">
          <h2 id="project-filters-title" className="fa-h">
            {t('project_search.filters.title')}
          </h2>
          <ProjectFilters data={data} />
        </div>
      </aside>

      <div className="sp-col">
        <div className="sp-bar">
          <ProjectSort data={data} />
        </div>
        {data.total === 0 ? (
          <div className="mt-8 text-center">
            <p className="text-ink-900">{t('project_search.empty')}</p>
            <Link to={href('/proyectos')} className="mt-3 inline-block font-bold underline">
              {t('project_search.clear')}
            </Link>
          </div>
        ) : (
          <ul className="mt-5 grid grid-cols-1 gap-5 xs:grid-cols-2 lg:grid-cols-3" data-testid="project-results">
            {data.cards.map((card, i) => (
              <li key={card.id}>
                <ProjectCard card={card} eager={i < 2} />
              </li>
            ))}
          </ul>
        )}
        <SearchPagination page={data.page} count={data.pageCount} params={params} hrefOf={hrefOf} />
      </div>
    </div>
  )
}

const PROJECT_SORT = { id: 'project-sort', texts: 'project_search', sorts: PROJECT_SORTS, byDefault: 'newest' } as const

/** The sort, the listing search's form (newest, the default, leaves the address without a sort). */
function ProjectSort({ data }: { data: ProjectSearchData }) {
  const { href, locale } = useT()
  const hrefOf = (params: URLSearchParams) => projectSearchPath(locale, params, data.slugs)
  return <SortForm {...PROJECT_SORT} action={href('/proyectos')} query={data.query} hrefOf={hrefOf} />
}
