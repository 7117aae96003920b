/** The head's tags of a project search page (noindex for empty, sorted and faulty searches), for the two modules that draw it. */
import type { ProjectSearchData } from './projects-search.server'

export function projectSearchMeta(page: ProjectSearchData | undefined) {
  if (!page) return [{ name: 'robots', content: 'noindex' }]
  const tags = [
    { title: page.title },
    { name: 'description', content: page.description },
    { property: 'og:title', content: page.heading },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: 'website' },
  ]
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex, follow' })
  return tags
}
