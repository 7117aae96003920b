/**
 * The owner's panel (/user/panel/listings, issue 33): each of their listings with its state,
 * views and contacts (the agencies' definitions), and the actions its state allows (ownerActions):
 * edit, send for review, pause, mark rented or sold, publish again. Each action is a form.
 */
import { Form, Link } from 'react-router'
import { formatCop } from '#core/shared/browser'
import type { OwnerAction } from '#core/listings/browser'
import { useT } from '~/lib/i18n'
import { StatusBadge } from '../admin/status-badge'
import { Button, ButtonLink } from '../ui/button'

export interface OwnerListingItem {
  id: string
  title: string
  status: 'draft' | 'in_review' | 'published' | 'inactive' | 'rejected' | 'deleted'
  closed_as: 'rented' | 'sold' | null
  rent_price: number | null
  sale_price: number | null
  municipality: string | null
  views: number
  contacts: number
  rejection_reason: string | null
  actions: string[]
}

function ActionForm({ id, intent, label, primary }: { id: string; intent: string; label: string; primary?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <Button type="submit" name="intent" value={intent} variant={primary ? 'primary' : 'secondary'} size="sm">
        {label}
      </Button>
    </Form>
  )
}

export function OwnerListingsPanel({ items, done }: { items: OwnerListingItem[]; done: string | null }) {
  const { t, href } = useT()
  const can = (item: OwnerListingItem, action: OwnerAction) => item.actions.includes(action)
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink">{t('owner.panel.intro')}</p>
      {done && (
        <p role="status" className="rounded-xl bg-green-50 p-3 text-sm font-bold text-green-900">
          {done === 'published' ? t('owner.panel.published_now') : t('owner.panel.submitted')}
        </p>
      )}
      <ButtonLink to={href('/user/panel/listings/new')} variant="primary" className="self-start">
        {t('owner.publish_cta')}
      </ButtonLink>
      {items.length === 0 ? (
        <p className="text-ink">{t('owner.panel.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id} className="rounded-xl border border-ink/15 p-4" data-testid="owner-listing">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge
                  status={item.status}
                  labels="owner.status"
                  text={item.closed_as ? t(`owner.panel.closed.${item.closed_as}`) : undefined}
                />
                <h3 className="font-extrabold text-ink-900">{item.title || '—'}</h3>
              </div>
              <p className="mt-1 text-sm text-ink">
                {[item.municipality, formatCop(item.rent_price ?? item.sale_price ?? 0)].filter(Boolean).join(' · ')}
              </p>
              <p className="mt-1 text-sm text-ink">
                {t('owner.panel.views')}: <strong>{item.views}</strong> · {t('owner.panel.contacts')}:{' '}
                <strong>{item.contacts}</strong>
              </p>
              {item.rejection_reason && (
                <p className="mt-1 text-sm text-red-900">
                  {t('owner.panel.rejected_reason', { reason: item.rejection_reason })}
                </p>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                {can(item, 'edit') && (
                  <Link
                    to={href(`/user/panel/listings/${item.id}?step=kind`)}
                    className="inline-flex min-h-9 items-center rounded-xl border border-ink/25 px-3 text-sm font-bold text-ink-900"
                  >
                    {t('owner.panel.edit')}
                  </Link>
                )}
                <Link
                  to={href(`/user/panel/listings/${item.id}/verification`)}
                  className="inline-flex min-h-9 items-center rounded-xl border border-ink/25 px-3 text-sm font-bold text-ink-900"
                >
                  {t('owner_verification.link')}
                </Link>
                {can(item, 'publish') && (
                  <ActionForm id={item.id} intent="owner-publish" label={t('owner.panel.publish')} primary />
                )}
                {can(item, 'republish') && (
                  <ActionForm id={item.id} intent="owner-publish" label={t('owner.panel.republish')} primary />
                )}
                {can(item, 'pause') && <ActionForm id={item.id} intent="owner-pause" label={t('owner.panel.pause')} />}
                {can(item, 'close') && item.rent_price !== null && (
                  <ActionForm id={item.id} intent="owner-close-rented" label={t('owner.panel.close_rented')} />
                )}
                {can(item, 'close') && item.sale_price !== null && (
                  <ActionForm id={item.id} intent="owner-close-sold" label={t('owner.panel.close_sold')} />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
