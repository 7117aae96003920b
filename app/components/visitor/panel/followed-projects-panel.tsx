/** The panel's followed projects: each with its stage and progress, a link to it and "Dejar de seguir" (intent unfollow-project). */
import { Form, Link, useNavigation } from 'react-router'
import type { FollowedProjectView } from '#core/projects'
import { useT } from '~/lib/i18n'
import { EmptyPanel } from './empty-panel'
import type { PanelResult } from './panel-result'

export function FollowedProjectsPanel({
  items,
  result,
}: {
  items: FollowedProjectView[]
  result: PanelResult | undefined
}) {
  const { t } = useT()
  const navigation = useNavigation()
  if (items.length === 0) return <EmptyPanel text={t('visitor.follows.empty')} />
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="followed-projects">
      {items.map((p) => (
        <li key={p.id} className="rounded-xl border border-ink/10 bg-white p-4 shadow-sm" data-project-id={p.id}>
          <Link to={p.url} className="font-extrabold text-ink-900 hover:underline">
            {p.name}
          </Link>
          <p className="text-sm text-ink">
            {[p.sector, p.municipality].filter(Boolean).join(', ')}
            {' · '}
            {t(`projects.stage.${p.stage as 'sobre_planos'}`)}
          </p>
          <p className="mt-1 text-sm font-bold text-ink-900">
            {t('visitor.follows.progress', { percent: p.progress_percent })}
          </p>
          <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
            <input type="hidden" name="id" value={p.id} />
            <button
              type="submit"
              name="intent"
              value="unfollow-project"
              disabled={navigation.state !== 'idle' && navigation.formData?.get('id') === p.id}
              className="min-h-9 rounded-lg px-2 text-sm font-bold text-red-700 hover:bg-red-50"
            >
              {t('visitor.follows.unfollow')}
            </button>
          </Form>
        </li>
      ))}
      {result?.ok && (
        <li role="status" className="font-bold text-green-800">
          {result.message}
        </li>
      )}
    </ul>
  )
}
