/** The head's tags of a search page (the listing search's and the project search's): title, description, Open Graph, noindex when asked. */
export function searchMetaTags(
  page: { title: string; description: string; heading: string; noindex: boolean } | undefined,
) {
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
