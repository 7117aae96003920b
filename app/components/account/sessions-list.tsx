/** Active sessions with "cerrar las demás sesiones" and a sign-out per other session. */
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { formatDateTime } from '~/components/ui/dates'
import { useT } from '~/lib/i18n'
import { FormNotice } from './auth-layout'
import type { FormResult } from '#web/page'
import { AccountSection } from './section'

/** How a session signed in; each has a label under auth.account.strategy. */
const STRATEGIES = ['local', 'google', 'facebook'] as const

export interface SessionItem {
  id: string
  strategy: string
  userAgent: string | null
  ip: string | null
  createdAt: string
  lastUsedAt: string
  isCurrent: boolean
}

/** "Chrome en Linux" style summary of a user agent, without a parsing library. */
function describeAgent(agent: string | null): string | null {
  if (!agent) return null
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /OPR\//.test(agent)
      ? 'Opera'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Chrome\//.test(agent)
          ? 'Chrome'
          : /Safari\//.test(agent)
            ? 'Safari'
            : null
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : null
  if (!browser && !system) return agent.slice(0, 60)
  return [browser, system].filter(Boolean).join(' · ')
}

export function SessionsList({
  sessions,
  result,
  busy,
}: {
  sessions: SessionItem[]
  result?: FormResult
  busy: boolean
}) {
  const { t, locale } = useT()
  const others = sessions.filter((s) => !s.isCurrent)
  return (
    <AccountSection id="sessions-title" title={t('auth.account.sessions')} intro={t('auth.account.sessions_intro')}>
      {result?.message && <FormNotice tone={result.ok ? 'success' : 'error'}>{result.message}</FormNotice>}
      <ul className="flex flex-col divide-y divide-ink/10">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-bold text-ink-900">
                {describeAgent(s.userAgent) ?? t('auth.account.session_unknown_device')}
                {s.isCurrent && (
                  <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-xs font-extrabold text-ink-900">
                    {t('auth.account.session_current')}
                  </span>
                )}
              </p>
              <p className="text-sm text-ink">
                {t(`auth.account.strategy.${STRATEGIES.find((k) => k === s.strategy) ?? 'local'}`)} ·{' '}
                {t('auth.account.session_last', { date: formatDateTime(s.lastUsedAt, locale, 'medium', 'short') })}
                {s.ip ? ` · ${s.ip}` : ''}
              </p>
            </div>
            {!s.isCurrent && (
              <Form method="post">
                <input type="hidden" name="intent" value="end_session" />
                <input type="hidden" name="session_id" value={s.id} />
                <Button type="submit" size="sm" variant="ghost">
                  {t('auth.account.session_end')}
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="mt-3 text-sm text-ink">{t('auth.account.no_other_sessions')}</p>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="sign_out_others" />
          <Button type="submit" variant="secondary" busy={busy}>
            {t('auth.account.sign_out_others')}
          </Button>
        </Form>
      )}
    </AccountSection>
  )
}
