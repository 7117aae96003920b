/**
 * Links the same page in the other language (es ⇄ /en), keeping the query string. A full
 * page load: the browser holds only the current language's catalogue (entry.client.tsx).
 */
import { Link, useLocation } from 'react-router'
import { localizePath } from '#i18n'
import { useT } from '~/lib/i18n'
import { cn } from '../ui/cn'
import { IconGlobe } from './icons'

export function LanguageSwitch({ className }: { className?: string }) {
  const { t, locale } = useT()
  const { pathname, search } = useLocation()
  const other = locale === 'en' ? 'es-CO' : 'en'
  return (
    <Link
      to={localizePath(pathname, other) + search}
      reloadDocument
      hrefLang={other === 'en' ? 'en' : 'es-CO'}
      className={cn(
        'min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-bold text-ink-900 hover:bg-ink/5',
        className ?? 'inline-flex',
      )}
    >
      <IconGlobe className="size-5" />
      <span lang={other === 'en' ? 'en' : 'es-CO'}>{t('shell.nav.language')}</span>
      <span className="sr-only"> ({t('shell.nav.language_label')})</span>
    </Link>
  )
}
