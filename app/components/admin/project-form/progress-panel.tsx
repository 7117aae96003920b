/** Construction progress: the form that posts an update (percent, note, optional photos) and the timeline, newest first. */
import { Form, useNavigation } from 'react-router'
import { useT } from '~/lib/i18n'
import { Button } from '../../ui/button'
import { TextArea, TextField } from '../../ui/field'
import { formatDate } from '../../ui/dates'
import { Panel } from '../page-header'
import { FILE_INPUT } from './file-input'

interface Update {
  id: string
  percent: number
  note: string
  date: string
  photos: { id: string; url: string; srcset: string }[]
}

export function ProgressPanel({
  percent,
  progress,
  canPost,
  result,
}: {
  percent: number
  progress: Update[]
  canPost: boolean
  /** The refused post: field messages and what was typed. */
  result?: { message?: string; errors?: Record<string, string>; values?: Record<string, string | string[]> }
}) {
  const { t, locale } = useT()
  const busy = useNavigation().state === 'submitting'
  const typed = (k: string) => {
    const value = result?.values?.[k]
    return typeof value === 'string' ? value : undefined
  }
  return (
    <Panel title={t('admin.projects.section.progress')}>
      <p className="mb-3 font-semibold">{t('admin.projects.progress.current', { percent })}</p>
      {canPost && (
        <Form
          // A new, empty form once an update is posted.
          key={progress.length}
          method="post"
          encType="multipart/form-data"
          className="mb-5 grid gap-3 sm:grid-cols-4"
          noValidate
        >
          <TextField
            name="percent"
            label={t('admin.projects.progress.percent')}
            inputMode="numeric"
            defaultValue={typed('percent') ?? String(percent)}
            error={result?.errors?.percent}
          />
          <TextArea
            name="note"
            label={t('admin.projects.progress.note')}
            rows={2}
            defaultValue={typed('note')}
            error={result?.errors?.note}
            containerClassName="sm:col-span-3"
          />
          <label className="text-sm font-semibold sm:col-span-3">
            {t('admin.projects.progress.photos')}
            <input
              type="file"
              name="photos"
              multiple
              accept="image/jpeg,image/png,image/webp,image/avif"
              className={FILE_INPUT}
            />
          </label>
          <div className="flex items-end">
            <Button type="submit" name="intent" value="progress" busy={busy} className="w-full">
              {t('admin.projects.progress.submit')}
            </Button>
          </div>
          {result?.message && (
            <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-4">
              {result.errors?.photos ?? result.message}
            </p>
          )}
        </Form>
      )}
      <h3 className="mb-2 font-bold text-ink-900">{t('admin.projects.progress.timeline')}</h3>
      {progress.length === 0 ? (
        <p className="text-ink">{t('admin.projects.progress.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3 border-l-2 border-brand pl-4">
          {progress.map((u) => {
            const date = formatDate(u.date, locale, 'medium')
            return (
              <li key={u.id}>
                <p className="font-bold">{t('admin.projects.progress.entry', { percent: u.percent, date })}</p>
                {u.note && <p className="text-sm whitespace-pre-line">{u.note}</p>}
                {u.photos.length > 0 && (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {u.photos.map((p) => (
                      <li key={p.id}>
                        <img
                          src={p.url}
                          srcSet={p.srcset}
                          sizes="96px"
                          alt={t('admin.projects.progress.photo_alt', { date })}
                          className="size-24 rounded-lg object-cover"
                          loading="lazy"
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </Panel>
  )
}
