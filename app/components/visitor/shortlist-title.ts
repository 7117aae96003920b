/** The title of a shared link, its page's heading and its preview's: "3 inmuebles para comparar". */
import type { MessageKey } from '#i18n'
import type { ShortlistSource } from '#core/visitor/browser'

export function shortlistTitle(
  t: (key: MessageKey, params?: Record<string, string | number>) => string,
  source: ShortlistSource,
  count: number,
): string {
  if (count === 0) return t('shortlist.title.none')
  return count === 1 ? t(`shortlist.title.${source}_one`) : t(`shortlist.title.${source}`, { count })
}
