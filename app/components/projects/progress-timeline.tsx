/**
 * The construction progress: the latest percent as a bar, and the dated updates (note, percent,
 * photos) in a <details> that opens without JavaScript; their photos load only once it is open.
 */
import type { PublicProjectView } from '#core/projects'
import { useT } from '~/lib/i18n'
import { IconChevronRight } from '../listing/listing-icons'
import { formatDate } from '../ui/dates'
import { TitledSection } from '../ui/titled-section'

export function ProgressTimeline({ percent, updates }: { percent: number; updates: PublicProjectView['progress'] }) {
  const { t, locale } = useT()
  return (
    <TitledSection id="progress-title" title={t('project_page.progress.title')} className="mt-10">
      <p className="mt-2 font-bold text-ink-900">{t('project_page.progress.percent', { percent })}</p>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('project_page.progress.title')}
        className="mt-2 h-3 overflow-hidden rounded-full bg-ink/10"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
      {updates.length === 0 ? (
        <p className="mt-3 text-ink">{t('project_page.progress.none')}</p>
      ) : (
        <details className="group mt-4" data-testid="progress-timeline">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl border border-ink/25 px-4 font-bold text-ink-900 hover:border-ink [&::-webkit-details-marker]:hidden">
            <IconChevronRight aria-hidden="true" className="size-5 transition-transform group-open:rotate-90" />
            {t('project_page.progress.show', { count: updates.length })}
          </summary>
          <ol className="mt-4 space-y-6 border-l-2 border-brand pl-5">
            {updates.map((u) => {
              const date = formatDate(u.date, locale)
              return (
                <li key={u.id} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full border-2 border-white bg-ink"
                  />
                  <p className="text-sm text-ink">
                    <time dateTime={u.date}>{date}</time> ·{' '}
                    <span className="font-bold text-ink-900">
                      {t('project_page.progress.percent', { percent: u.percent })}
                    </span>
                  </p>
                  <p className="mt-1 whitespace-pre-line text-ink-900">{u.note}</p>
                  {u.photos.length > 0 && (
                    <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
                      {u.photos.map((photo, i) => (
                        <li key={photo.id} className="shrink-0">
                          <img
                            src={photo.url}
                            srcSet={photo.srcset}
                            sizes="12rem"
                            width={photo.width}
                            height={photo.height}
                            alt={t('project_page.progress.photo_alt', { date, n: i + 1 })}
                            loading="lazy"
                            decoding="async"
                            className="h-32 w-48 rounded-lg object-cover"
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              )
            })}
          </ol>
        </details>
      )}
    </TitledSection>
  )
}
