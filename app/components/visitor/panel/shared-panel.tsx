/**
 * The panel's shared links (/user/panel/shared): each link the visitor made of a comparison or
 * of favourites, newest first, to open, send by WhatsApp, copy, or revoke (intent
 * revoke-shortlist: the link answers 404 from then on).
 */
import { useNavigation } from 'react-router'
import { formatDate } from '~/components/ui/dates'
import { useShellData } from '~/components/shell/shell-data'
import { useT } from '~/lib/i18n'
import type { ShortlistView } from '#core/visitor'
import { ShareLinks } from '../share-links'
import { EmptyPanel } from './empty-panel'
import { RemoveForm } from './remove-form'
import type { PanelResult } from './panel-result'

export function SharedPanel({ items, result }: { items: ShortlistView[]; result: PanelResult | undefined }) {
  const { t, locale } = useT()
  const brand = useShellData()?.brand ?? t('brand')
  const navigation = useNavigation()
  // This option's only form is the revoke one: an answer here is about a link.
  const done = result
  return (
    <div>
      {done?.message && (
        <p
          role="status"
          className={
            done.ok
              ? 'mb-4 rounded-lg bg-green-50 px-3 py-2 font-bold text-green-800'
              : 'mb-4 rounded-lg bg-red-50 px-3 py-2 font-bold text-red-800'
          }
        >
          {done.message}
        </p>
      )}
      {items.length === 0 ? (
        <EmptyPanel text={t('shortlist.panel.empty')} />
      ) : (
        <ul className="flex flex-col gap-4" data-testid="shared-links">
          {items.map((s) => {
            const kind = t(`shortlist.panel.kind.${s.source}`)
            const date = formatDate(s.createdAt, locale)
            const count =
              s.codes.length === 1
                ? t('shortlist.panel.count_one')
                : t('shortlist.panel.count', { count: s.codes.length })
            const titleId = `shared-${s.token}`
            const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === s.token
            return (
              <li
                key={s.token}
                className="rounded-xl border border-ink/10 bg-white p-4 shadow-sm"
                data-testid="shared-link"
                data-token={s.token}
              >
                <p id={titleId} className="font-extrabold text-ink-900">
                  {`${kind} · ${count}`}
                </p>
                <p className="text-sm text-ink">
                  {t('shortlist.panel.created_on', { date })} ·{' '}
                  {t('shortlist.panel.codes', { codes: s.codes.join(', ') })}
                </p>
                <a
                  href={s.url}
                  className="mt-2 block font-bold break-all text-ink-900 underline underline-offset-2"
                  aria-describedby={titleId}
                >
                  {s.url}
                </a>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <ShareLinks
                    url={s.url}
                    text={t(`shortlist.share.whatsapp_text.${s.source}`, { brand })}
                    size="sm"
                    describedBy={titleId}
                  />
                  <RemoveForm
                    intent="revoke-shortlist"
                    id={s.token}
                    confirm={t('shortlist.panel.revoke_confirm')}
                    disabled={busy}
                    label={t('shortlist.panel.revoke_item', { kind: kind.toLowerCase(), date })}
                  >
                    {t('shortlist.panel.revoke')}
                  </RemoveForm>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
