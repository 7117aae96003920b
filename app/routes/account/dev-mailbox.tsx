/**
 * /dev/mailbox: the development mailbox. Lists the e-mails written to DATA_DIR/mail while
 * no SMTP_URL is configured, so a newcomer can confirm an account without a mail server.
 * 404 as soon as a real mail server is configured, on a deployment, and to any client that
 * is not this machine (ADR 0010); never linked from the site.
 */
import { Link } from 'react-router'
import { authMeta } from '~/components/account/auth-layout'
import { formatDateTime } from '~/components/ui/dates'
import { useT } from '~/lib/i18n'
import { requestInfo } from '#web/request-context'
import { isLoopbackHost } from '#config/deployment'
import { runtime } from '#core/shared'
import { findDevMail, isDevMailboxEnabled, listDevMail, type StoredMail } from '#core/notifications'
import type { Route } from './+types/dev-mailbox'

export function loader({ request, context }: Route.LoaderArgs) {
  // Other people's confirmation and reset links: only on a local demo, only to this machine.
  if (!isDevMailboxEnabled(runtime().env) || !isLoopbackHost(requestInfo(context).clientIp))
    throw new Response('Not Found', { status: 404 })
  const id = new URL(request.url).searchParams.get('id')
  const names = (attachments: StoredMail['attachments']) => (attachments ?? []).map((a) => a.filename)
  const mails = listDevMail().map(({ id, to, subject, date, attachments }) => ({
    id,
    to,
    subject,
    date,
    attachments: names(attachments),
  }))
  const open = id ? findDevMail(id) : null
  return {
    mails,
    open: open
      ? {
          id: open.id,
          to: open.to,
          subject: open.subject,
          date: open.date,
          text: open.text,
          attachments: (open.attachments ?? []).map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
          })),
        }
      : null,
  }
}

export const meta = ({ location }: Route.MetaArgs) => authMeta(location.pathname, 'auth.mailbox.title')

/** The text with its URLs as links (the HTML part is not rendered: plain text is safe). */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g)
  return (
    <pre className="overflow-x-auto rounded-xl bg-ink/5 p-4 font-sans text-sm whitespace-pre-wrap text-ink-900">
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="font-bold break-all underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  )
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { t, href, locale } = useT()
  const { mails, open } = loaderData
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-black text-ink-900">{t('auth.mailbox.title')}</h1>
      <p className="mt-2 text-ink-900">{t('auth.mailbox.intro')}</p>
      {open ? (
        <article className="mt-6 rounded-2xl border border-ink/10 bg-white p-6 shadow-sm">
          <Link to={href('/dev/mailbox')} className="text-sm font-bold underline">
            ← {t('auth.mailbox.back')}
          </Link>
          <h2 className="mt-3 text-xl font-extrabold text-ink-900">{open.subject}</h2>
          <p className="mt-1 text-sm text-ink">
            {t('auth.mailbox.to')}: {open.to} · {formatDateTime(open.date, locale, 'short', 'medium')}
          </p>
          <div className="mt-4">
            <LinkedText text={open.text} />
          </div>
          {open.attachments.length > 0 && (
            <section className="mt-4" aria-labelledby="mail-attachments">
              <h3 id="mail-attachments" className="font-extrabold text-ink-900">
                {t('auth.mailbox.attachments')}
              </h3>
              <ul className="mt-2 flex flex-col gap-2">
                {open.attachments.map((a) => (
                  <li key={a.filename}>
                    <details className="rounded-xl border border-ink/15">
                      <summary className="cursor-pointer px-4 py-2 font-bold" data-testid="mail-attachment">
                        {a.filename} <span className="font-normal text-ink">({a.contentType.split(';')[0]})</span>
                      </summary>
                      <pre className="overflow-x-auto border-t border-ink/15 p-4 text-xs">{a.content}</pre>
                    </details>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
      ) : mails.length === 0 ? (
        <p className="mt-6 rounded-xl bg-ink/5 p-4 text-ink-900">{t('auth.mailbox.empty')}</p>
      ) : (
        <table className="mt-6 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-ink/15">
              <th className="py-2 pr-3">{t('auth.mailbox.date')}</th>
              <th className="py-2 pr-3">{t('auth.mailbox.to')}</th>
              <th className="py-2">{t('auth.mailbox.subject')}</th>
            </tr>
          </thead>
          <tbody>
            {mails.map((m) => (
              <tr key={m.id} className="border-b border-ink/10">
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(m.date, locale, 'short', 'medium')}</td>
                <td className="py-2 pr-3">{m.to}</td>
                <td className="py-2">
                  <Link to={`${href('/dev/mailbox')}?id=${m.id}`} className="font-bold underline">
                    {m.subject}
                  </Link>
                  {m.attachments.length > 0 && (
                    <span className="ml-2 text-ink" data-testid="mail-attachments">
                      {t('auth.mailbox.attached', { names: m.attachments.join(', ') })}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
