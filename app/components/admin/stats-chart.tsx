/**
 * Views and visitors who contacted, over the whole period, drawn on the server (no chart
 * library): views are bars on the left scale, visitors who contacted a line on the right scale
 * (they are a few per hundred views, so one scale would flatten them). The plot stretches to its
 * box, so the whole period fits a 390 px phone as well as a desktop; past a month each bar is a
 * week. The scales and dates are text beside the drawing, and the table under it (with its
 * caption) gives every day's figures to screen readers and to the eye.
 */
import { useT } from '~/lib/i18n'

export interface StatsDay {
  day: string
  views: number
  contacts: number
}

const W = 1000
const H = 200

/** A round ceiling for a scale (2, 4, 10, 20, 40, 100…) whose half is a whole number too. */
function niceMax(value: number): number {
  if (value <= 2) return 2
  const power = 10 ** Math.floor(Math.log10(value))
  return [1, 2, 4, 10].map((m) => m * power).find((m) => m >= value)!
}

/** Past a month the chart draws weeks (the last one may be shorter); the table keeps the days. */
function buckets(days: StatsDay[]): { from: string; to: string; views: number; contacts: number }[] {
  const size = days.length > 31 ? 7 : 1
  const out = []
  // Weeks end today: the first bucket is the shorter one.
  for (let end = days.length; end > 0; end -= size) {
    const part = days.slice(Math.max(0, end - size), end)
    out.unshift({
      from: part[0].day,
      to: part.at(-1)!.day,
      views: part.reduce((n, d) => n + d.views, 0),
      contacts: part.reduce((n, d) => n + d.contacts, 0),
    })
  }
  return out
}

export function StatsChart({ days, label, caption }: { days: StatsDay[]; label: string; caption: string }) {
  const { t, locale } = useT()
  // A day as the visitor writes it (24/11 in Colombia, 11/24 in English); days are plain dates.
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' })
  const short = (day: string) => dayMonth.format(new Date(`${day}T00:00:00Z`))
  const bars = buckets(days)
  const weekly = bars.length < days.length
  const maxViews = niceMax(Math.max(0, ...bars.map((d) => d.views)))
  const maxContacts = niceMax(Math.max(0, ...bars.map((d) => d.contacts)))
  const step = W / Math.max(bars.length, 1)
  const barW = Math.max(1, step * 0.7)
  const y = (value: number, max: number) => H - (value / max) * H
  const x = (i: number) => i * step + step / 2
  const line = bars.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(d.contacts, maxContacts).toFixed(1)}`)
  const labelled = [bars[0], bars[Math.floor((bars.length - 1) / 2)], bars.at(-1)!]
  return (
    <figure className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-4 text-sm text-ink-900" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-brand-600" /> {t('admin.stats.views')}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-0.5 w-4 bg-ink-900" /> {t('admin.stats.contacts')}
        </span>
      </div>
      <div className="grid grid-cols-[auto_1fr_auto] gap-x-2 text-xs text-ink">
        <div className="flex h-44 flex-col justify-between text-right" aria-hidden="true">
          <span>{maxViews}</span>
          <span>{maxViews / 2}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          className="block h-44 w-full border-b border-ink/20"
          role="img"
          aria-label={label}
          data-testid="stats-chart"
          data-bars={bars.length}
        >
          {[0, 0.5, 1].map((f) => (
            <line
              key={f}
              x1={0}
              x2={W}
              y1={y(f * maxViews, maxViews)}
              y2={y(f * maxViews, maxViews)}
              stroke="currentColor"
              vectorEffect="non-scaling-stroke"
              className="text-ink/15"
            />
          ))}
          {bars.map((d, i) => (
            <rect
              key={d.from}
              x={x(i) - barW / 2}
              y={y(d.views, maxViews)}
              width={barW}
              height={H - y(d.views, maxViews)}
              className="fill-brand-600"
              data-views={d.views}
            />
          ))}
          <path
            d={line.join(' ')}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            className="text-ink-900"
          />
        </svg>
        <div className="flex h-44 flex-col justify-between" aria-hidden="true">
          <span>{maxContacts}</span>
          <span>{maxContacts / 2}</span>
          <span>0</span>
        </div>
        <div />
        <div className="flex justify-between pt-1" aria-hidden="true">
          {labelled.map((b, i) => (
            <span key={i}>{weekly && b.from !== b.to ? `${short(b.from)}–${short(b.to)}` : short(b.to)}</span>
          ))}
        </div>
      </div>
      {weekly && <p className="text-sm text-ink">{t('admin.stats.chart_weekly')}</p>}
      <details className="text-sm" data-testid="stats-chart-data">
        <summary className="cursor-pointer font-semibold text-ink-900">{t('admin.stats.chart_data')}</summary>
        <table className="mt-2 w-full max-w-md text-left">
          <caption className="py-1 text-left text-ink">{caption}</caption>
          <thead>
            <tr>
              {(['day', 'views', 'contacts'] as const).map((col) => (
                <th key={col} scope="col" className={col === 'day' ? 'py-1' : 'py-1 text-right'}>
                  {t(`admin.stats.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-ink/10">
                <th scope="row" className="py-1 font-normal">
                  {short(d.day)}
                </th>
                <td className="py-1 text-right">{d.views}</td>
                <td className="py-1 text-right">{d.contacts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
