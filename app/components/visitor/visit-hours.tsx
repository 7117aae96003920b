/**
 * The agency hours visits can be asked for, from the one constants file: consecutive days
 * with the same hours in one line ("Lunes a viernes: 8:00 a. m. – 6:00 p. m."), day names
 * and clock times as the visitor's language writes them.
 */
import { AGENCY_HOURS } from '#core/leads/browser'
import { useT } from '~/lib/i18n'

const tag = (locale: string) => (locale === 'en' ? 'en-US' : 'es-CO')

/** "8:00 a. m." for minutes from midnight (a clock time, not an instant: formatted in UTC). */
export function clockLabel(minutesOrHhmm: number | string, locale: string): string {
  const minutes =
    typeof minutesOrHhmm === 'number'
      ? minutesOrHhmm
      : Number(minutesOrHhmm.slice(0, 2)) * 60 + Number(minutesOrHhmm.slice(3, 5))
  return new Intl.DateTimeFormat(tag(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(minutes * 60_000),
  )
}

function dayName(weekday: number, locale: string): string {
  // 2024-01-01 was a Monday.
  const name = new Intl.DateTimeFormat(tag(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  )
  return name.charAt(0).toUpperCase() + name.slice(1)
}

export function VisitHours({ className }: { className?: string }) {
  const { t, locale } = useT()
  const groups: Array<{ first: number; last: number; hours: { open: number; close: number } | null }> = []
  for (let day = 1; day <= 7; day++) {
    const hours = AGENCY_HOURS[day] ?? null
    const last = groups.at(-1)
    if (last && last.last === day - 1 && JSON.stringify(last.hours) === JSON.stringify(hours)) last.last = day
    else groups.push({ first: day, last: day, hours })
  }
  return (
    <div className={className}>
      <p className="text-sm font-bold text-ink-900">{t('visitor.visit.hours_title')}</p>
      <ul className="mt-1 text-sm text-ink-900">
        {groups.map((g) => {
          const day = dayName(g.first, locale)
          const lastDay = dayName(g.last, locale).toLowerCase()
          if (!g.hours) return <li key={g.first}>{t('visitor.visit.hours_closed', { day })}</li>
          const from = clockLabel(g.hours.open, locale)
          const to = clockLabel(g.hours.close, locale)
          return (
            <li key={g.first}>
              {g.first === g.last
                ? t('visitor.visit.hours_day', { day, from, to })
                : t('visitor.visit.hours_days', { first: day, last: lastDay, from, to })}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
