/**
 * /dev/outbox: the development SMS outbox. Lists the text messages written to DATA_DIR/sms
 * while no SMS_URL is configured, so a newcomer can confirm a phone without an SMS provider.
 * 404 as soon as a provider is configured, on a deployment, and to any client that is not
 * this machine (ADR 0010), as /dev/mailbox; never linked from the site.
 */
import { authMeta } from '~/components/account/auth-layout'
import { formatDateTime } from '~/components/ui/dates'
import { useT } from '~/lib/i18n'
import { requestInfo } from '#web/request-context'
import { isLoopbackHost } from '#config/deployment'
import { runtime } from '#core/shared'
import { isDevSmsOutboxEnabled, listDevSms } from '#core/notifications'
import type { Route } from './+types/dev-outbox'

export function loader({ context }: Route.LoaderArgs) {
  // Other people's confirmation codes: only on a local demo, only to this machine.
  if (!isDevSmsOutboxEnabled(runtime().env) || !isLoopbackHost(requestInfo(context).clientIp))
    throw new Response('Not Found', { status: 404 })
  return { messages: listDevSms().map(({ id, to, text, date }) => ({ id, to, text, date })) }
}

export const meta = ({ location }: Route.MetaArgs) => authMeta(location.pathname, 'auth.sms_outbox.title')

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useT()
  const { messages } = loaderData
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-black text-ink-900">{t('auth.sms_outbox.title')}</h1>
      <p className="mt-2 text-ink-900">{t('auth.sms_outbox.intro')}</p>
      {messages.length === 0 ? (
        <p className="mt-6 rounded-xl bg-ink/5 p-4 text-ink-900">{t('auth.sms_outbox.empty')}</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {messages.map((m) => (
            <li key={m.id} className="rounded-2xl border border-ink/10 bg-white p-4 shadow-sm" data-testid="sms">
              <p className="text-sm text-ink">
                <span className="font-bold text-ink-900">{t('auth.sms_outbox.to')}:</span> {m.to} ·{' '}
                <span className="sr-only">{t('auth.sms_outbox.date')}: </span>
                {formatDateTime(m.date, locale, 'short', 'medium')}
              </p>
              <p className="mt-2 break-words text-ink-900">{m.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
