/** How often a saved search e-mails new or re-priced matches: the schema's list; browser-safe. */
import type { SavedSearchKind } from '#db/schema/column-values'

export {
  ALERT_FREQUENCIES,
  SAVED_SEARCH_KINDS,
  type AlertFrequency,
  type SavedSearchKind,
} from '#db/schema/column-values'

/** The page a saved search opens: the listing search or the project search, in the visitor's language. */
export function savedSearchPath(kind: SavedSearchKind, query: string, locale: 'es-CO' | 'en' = 'es-CO'): string {
  const en = locale === 'en'
  const base = kind === 'projects' ? (en ? '/en/projects' : '/proyectos') : `${en ? '/en' : ''}/properties/search`
  return `${base}${query ? `?${query}` : ''}`
}
