/**
 * The panel's favourite projects, under the favourite listings (a section within the panel's
 * "Favoritos", so its title is an h3): each with its photo, builder,
 * place and unit types' summary ("Desde $X · 2–3 alcobas · 54–78 m²"), and a "remove" form
 * (intent remove-project-favorite).
 */
import { summaryParts } from '~/components/projects/project-format'
import { TitledSection } from '~/components/ui/titled-section'
import { useT } from '~/lib/i18n'
import type { ProjectCardView } from '#core/projects/browser'
import { EmptyPanel } from './empty-panel'
import { PanelItem } from './panel-item'
import { RemoveForm } from './remove-form'

export function ProjectFavoritesPanel({ items }: { items: ProjectCardView[] }) {
  const { t } = useT()
  return (
    <TitledSection
      id="project-favorites-title"
      title={t('visitor.projects.favorites_title')}
      level={3}
      className="mt-10"
    >
      <div className="mt-4">
        {items.length === 0 ? (
          <EmptyPanel text={t('visitor.projects.favorites_empty')} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="project-favorites-list">
            {items.map((p) => (
              <li key={p.id} className="overflow-hidden rounded-xl border border-ink/10 bg-white shadow-sm">
                <PanelItem to={p.url} photo={p.photo?.url ?? null} title={p.name}>
                  <p className="text-sm text-ink">
                    {[t('visitor.projects.by_builder', { builder: p.builder.name }), p.sector, p.municipality]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="mt-1 font-extrabold text-ink-900" data-testid="project-summary">
                    {summaryParts(t, p.summary).join(' · ')}
                  </p>
                  <RemoveForm intent="remove-project-favorite" id={p.id} className="mt-3 text-right">
                    {t('visitor.actions.favorite_remove')}
                  </RemoveForm>
                </PanelItem>
              </li>
            ))}
          </ul>
        )}
      </div>
    </TitledSection>
  )
}
