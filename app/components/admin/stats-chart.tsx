/**
 * Views and contacts per day as an SVG drawn on the server (no chart library): views are bars
 * on the left scale, contacts a line with dots on the right scale (they are a few per hundred
 * views, so one scale would flatten them). The SVG scales to its box; its label says what it
 * shows, and the table under it gives the figures to screen readers and to the eye.
 */
import { useT } from '~/lib/i18n'

export interface StatsDay {
  day: string
  views: number
  contacts: number
}

const W = 720
const H = 220
const PAD = { left: 44, right: 44, top: 12, bottom: 28 }

/** A round ceiling for a scale (2, 4, 10, 20, 40, 100…) whose half is a whole number too. */
function niceMax(value: number): number {
  if (value <= 2) return 2
  const power = 10 ** Math.floor(Math.log10(value))
  return [1, 2, 4, 10].map((m) => m * power).find((m) => m >= value)!
}

export function StatsChart({ days, label }: { days: StatsDay[]; label: string }) {
  const { t, locale } = useT()
  // A day as the visitor writes it (24/11 in Colombia, 11/24 in English); days are plain dates.
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' })
  const short = (day: string) => dayMonth.format(new Date(`${day}T00:00:00Z`))
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const maxViews = niceMax(Math.max(0, ...days.map((d) => d.views)))
  const maxContacts = niceMax(Math.max(0, ...days.map((d) => d.contacts)))
  const step = plotW / Math.max(days.length, 1)
  const barW = Math.max(1, step * 0.7)
  const y = (value: number, max: number) => PAD.top + plotH - (value / max) * plotH
  const x = (i: number) => PAD.left + i * step + step / 2
  const line = days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(d.contacts, maxContacts).toFixed(1)}`)
  const ticks = [0, 0.5, 1]
  const labelled = days.length <= 7 ? days.map((_, i) => i) : [0, Math.floor((days.length - 1) / 2), days.length - 1]
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
      {/* Narrower than the drawing (a phone), it scrolls sideways; dir="rtl" opens it on the latest days. */}
      <div className="overflow-x-auto" dir="rtl">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="mr-auto block h-auto w-full max-w-[960px] min-w-[600px] [direction:ltr]"
          role="img"
          aria-label={label}
          data-testid="stats-chart"
        >
          {ticks.map((f) => (
            <g key={f} className="text-[13px]">
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y(f * maxViews, maxViews)}
                y2={y(f * maxViews, maxViews)}
                stroke="currentColor"
                className="text-ink/15"
              />
              <text
                x={PAD.left - 6}
                y={y(f * maxViews, maxViews) + 4}
                textAnchor="end"
                fill="currentColor"
                className="text-ink"
              >
                {Math.round(f * maxViews)}
              </text>
              <text
                x={W - PAD.right + 6}
                y={y(f * maxContacts, maxContacts) + 4}
                textAnchor="start"
                fill="currentColor"
                className="text-ink"
              >
                {Math.round(f * maxContacts)}
              </text>
            </g>
          ))}
          {days.map((d, i) => (
            <rect
              key={d.day}
              x={x(i) - barW / 2}
              y={y(d.views, maxViews)}
              width={barW}
              height={Math.max(0, PAD.top + plotH - y(d.views, maxViews))}
              className="fill-brand-600"
              data-views={d.views}
            />
          ))}
          <path d={line.join(' ')} fill="none" stroke="currentColor" strokeWidth={2} className="text-ink-900" />
          {days.map((d, i) => (
            <circle
              key={d.day}
              cx={x(i)}
              cy={y(d.contacts, maxContacts)}
              r={days.length > 31 ? 1.5 : 3}
              className="fill-ink-900"
            />
          ))}
          {labelled.map((i) => (
            <text key={i} x={x(i)} y={H - 8} textAnchor="middle" fill="currentColor" className="text-[13px] text-ink">
              {short(days[i].day)}
            </text>
          ))}
        </svg>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-ink-900">{t('admin.stats.chart_data')}</summary>
        <table className="mt-2 w-full max-w-md text-left">
          <thead>
            <tr>
              <th className="py-1">{t('admin.import.col.date')}</th>
              <th className="py-1 text-right">{t('admin.stats.views')}</th>
              <th className="py-1 text-right">{t('admin.stats.contacts')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-ink/10">
                <td className="py-1">{short(d.day)}</td>
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
