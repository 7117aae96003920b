/**
 * The panel's favourite projects, under the favourite listings: each with its photo, builder,
 * place and unit types' summary ("Desde $X · 2–3 alcobas · 54–78 m²"), and a "remove" form
 * (intent remove-project-favorite).
 */
import { Form, Link } from 'react-router'
import { summaryParts } from '~/components/projects/project-format'
import { Thumb } from '~/components/ui/thumb'
import { TitledSection } from '~/components/ui/titled-section'
import { useT } from '~/lib/i18n'
import type { ProjectCardView } from '#core/projects/browser'
import { EmptyPanel } from './empty-panel'

export function ProjectFavoritesPanel({ items }: { items: ProjectCardView[] }) {
  const { t } = useT()
  return (
    <TitledSection id="project-favorites-title" title={t('visitor.projects.favorites_title')} className="mt-10">
      <div className="mt-4">
        {items.length === 0 ? (
          <EmptyPanel text={t('visitor.projects.favorites_empty')} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="project-favorites-list">
            {items.map((p) => (
              <li key={p.id} className="overflow-hidden rounded-xl border border-ink/10 bg-white shadow-sm">
                {/* The photo repeats the name's link: out of the tab order and of the accessibility tree. */}
                <Link to={p.url} className="block" tabIndex={-1} aria-hidden="true">
                  <Thumb src={p.photo?.url ?? null} format="photo" />
                </Link>
                <div className="p-4">
                  <Link to={p.url} className="line-clamp-2 font-extrabold text-ink-900 hover:underline">
                    {p.name}
                  </Link>
                  <p className="text-sm text-ink">
                    {[t('visitor.projects.by_builder', { builder: p.builder.name }), p.sector, p.municipality]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="mt-1 font-extrabold text-ink-900" data-testid="project-summary">
                    {summaryParts(t, p.summary).join(' · ')}
                  </p>
                  <Form method="post" className="mt-3 text-right">
                    <input type="hidden" name="intent" value="remove-project-favorite" />
                    <input type="hidden" name="id" value={p.id} />
                    <button
                      type="submit"
                      className="min-h-9 rounded-lg px-2 text-sm font-bold text-red-700 hover:bg-red-50"
                    >
                      {t('visitor.actions.favorite_remove')}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </TitledSection>
  )
}
