/**
 * The panel's saved searches: what each looks for in words (as the search page's chips say it),
 * rename and alert frequency (intent update-search), open, delete (intent delete-search).
 */
import { Form, Link, useNavigation } from 'react-router'
import { formatDate } from '~/components/ui/dates'
import { Button, buttonClass } from '~/components/ui/button'
import { Select, TextField } from '~/components/ui/field'
import { useT } from '~/lib/i18n'
import { ALERT_FREQUENCIES, savedSearchPath } from '#core/visitor/browser'
import type { SavedSearchItem } from '#core/visitor'
import { criteriaInWords } from '~/components/search/search-criteria'
import { projectCriteriaInWords } from '~/components/projects/search/project-criteria'
import { EmptyPanel } from './empty-panel'
import { RemoveForm } from './remove-form'
import type { PanelResult } from './panel-result'

export function SearchesPanel({ items, result }: { items: SavedSearchItem[]; result: PanelResult | undefined }) {
  const { t, href, locale } = useT()
  const navigation = useNavigation()
  if (items.length === 0) return <EmptyPanel text={t('visitor.searches.empty')} />
  return (
    <ul className="flex flex-col gap-4" data-testid="searches-list">
      {items.map((s) => {
        const failed = result && !result.ok && result.id === s.id ? result : null
        const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === s.id
        return (
          <li key={s.id} className="rounded-xl border border-ink/10 bg-white p-4 shadow-sm">
            <p className="mb-3 text-ink-900" data-testid="search-criteria">
              <span className="font-bold">{t('visitor.searches.criteria')}:</span>{' '}
              {s.criteria
                ? criteriaInWords(t, s.criteria)
                : s.projectCriteria
                  ? projectCriteriaInWords(t, s.projectCriteria)
                  : t('visitor.searches.projects_kind')}
            </p>
            <Form method="post" className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto]">
              <input type="hidden" name="id" value={s.id} />
              <TextField
                label={t('visitor.searches.name')}
                name="name"
                defaultValue={failed?.values?.name ?? s.name}
                maxLength={80}
                required
                error={failed?.errors?.name}
              />
              <Select
                label={t('visitor.searches.frequency')}
                name="frequency"
                defaultValue={failed?.values?.frequency ?? s.frequency}
                error={failed?.errors?.frequency}
              >
                {ALERT_FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {t(`visitor.searches.frequencies.${f}`)}
                  </option>
                ))}
              </Select>
              <Button
                type="submit"
                name="intent"
                value="update-search"
                variant="secondary"
                busy={busy && navigation.formData?.get('intent') === 'update-search'}
              >
                {t('actions.save')}
              </Button>
            </Form>
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
              <Link
                to={
                  s.kind === 'projects'
                    ? savedSearchPath(s.kind, s.query, locale)
                    : `${href('/properties/search')}${s.query ? `?${s.query}` : ''}`
                }
                className={buttonClass('ghost', 'sm')}
              >
                {t('visitor.searches.open')}
              </Link>
              <RemoveForm
                intent="delete-search"
                id={s.id}
                confirm={t('visitor.searches.delete_confirm', { name: s.name })}
              >
                {t('visitor.searches.delete')}
              </RemoveForm>
              <span className="text-ink">
                {t('visitor.searches.created_on', { date: formatDate(s.createdAt, locale) })}
              </span>
              {result?.ok && result.id === s.id && (
                <span role="status" className="font-bold text-green-800">
                  {result.message}
                </span>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
