/**
 * The trail above a search or a listing (Inicio › Arriendo › Apartamentos › Medellín ›
 * Laureles): each level a landing address (ADR 0021); the current page, when it is the last
 * level, is not a link. Search engines read the same trail as a schema.org BreadcrumbList, which
 * the loader serializes (`jsonLd`), so its code stays on the server.
 */
import { Link } from 'react-router'
import { useT } from '~/lib/i18n'
import { useShellData } from './shell-data'

export interface Crumb {
  label: string
  /** Null for the page itself. */
  href: string | null
}

export function Breadcrumbs({ crumbs, jsonLd, className }: { crumbs: Crumb[]; jsonLd: string; className?: string }) {
  const { t } = useT()
  const shell = useShellData()
  if (crumbs.length < 2) return null
  return (
    <nav aria-label={t('search.crumbs.label')} className={className} data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-ink">
        {crumbs.map((crumb, i) => (
          <li key={crumb.href ?? crumb.label} className="flex items-center gap-1.5">
            {i > 0 && <span aria-hidden="true">›</span>}
            {crumb.href ? (
              <Link
                to={crumb.href}
                className="inline-flex min-h-6 items-center font-semibold text-ink-900 underline underline-offset-2"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        nonce={shell?.nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
    </nav>
  )
}
