/**
 * The owner's inbox (/user/panel/leads, issue 33): what visitors wrote about the owner's listings,
 * newest first, each with the listing it is about, the visitor's contact (e-mail, a call, a
 * WhatsApp link), the replies sent, a reply-by-e-mail form and a status form. Plain forms with an
 * `intent` (owner-lead-reply, owner-lead-status): they work without scripts.
 */
import { Form, Link, useNavigation } from 'react-router'
import { keyIn } from '#i18n'
import { LEAD_REPLY_MAX } from '#core/leads/browser'
import { telHref } from '#core/listings/browser'
import type { FormResult } from '#web/page'
import { useT } from '~/lib/i18n'
import { ActionMessage, Pill } from '../admin/org/action-message'
import { Button, ButtonLink, buttonClass } from '../ui/button'
import { formatDateTime } from '../ui/dates'
import { Select, TextArea } from '../ui/field'
import { OutsideLink } from '../ui/outside-link'

const STATUSES = ['new', 'contacted', 'closed'] as const
type LeadStatus = (typeof STATUSES)[number]
const TONES = { new: 'brand', contacted: 'amber', closed: 'ink' } as const

export interface OwnerLeadItem {
  id: string
  kind: string
  status: LeadStatus
  property: { code: string; title: string; path: string } | null
  name: string
  email: string | null
  phone: string | null
  phoneDisplay: string | null
  message: string | null
  createdAt: string
  replies: { at: string; message: string }[]
  whatsappUrl: string | null
}

interface Props {
  leads: OwnerLeadItem[]
  page: number
  pages: number
  hasListings: boolean
  result: FormResult | undefined
}

export function OwnerLeadsPanel({ leads, page, pages, hasListings, result }: Props) {
  const { t, href } = useT()
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink">{t('owner.leads.intro')}</p>
      {!leads.some((lead) => lead.id === result?.id) && <ActionMessage result={result} soft />}
      {leads.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-ink/25 bg-white p-6">
          <p className="text-ink">{t(hasListings ? 'owner.leads.empty' : 'owner.leads.empty_no_listing')}</p>
          {!hasListings && (
            <ButtonLink to={href('/user/panel/listings/new')} variant="primary">
              {t('owner.publish_cta')}
            </ButtonLink>
          )}
        </div>
      ) : (
        <ul className="flex flex-col gap-4" data-testid="owner-leads">
          {leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} result={result?.id === lead.id ? result : undefined} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="flex flex-wrap items-center gap-3 text-sm" aria-label={t('owner.leads.page', { page, pages })}>
          {page > 1 && (
            <Link to={`?page=${page - 1}`} className={buttonClass('ghost', 'sm')}>
              {t('owner.leads.newer')}
            </Link>
          )}
          <span className="text-ink">{t('owner.leads.page', { page, pages })}</span>
          {page < pages && (
            <Link to={`?page=${page + 1}`} className={buttonClass('ghost', 'sm')}>
              {t('owner.leads.older')}
            </Link>
          )}
        </nav>
      )}
    </div>
  )
}

function LeadCard({ lead, result }: { lead: OwnerLeadItem; result: FormResult | undefined }) {
  const { t, locale } = useT()
  const navigation = useNavigation()
  const sending = (intent: string) =>
    navigation.state === 'submitting' &&
    navigation.formData?.get('id') === lead.id &&
    navigation.formData?.get('intent') === intent
  const date = (iso: string) => formatDateTime(iso, locale, 'long', 'short')
  const failed = result && !result.ok ? result : undefined
  const titleId = `lead-${lead.id}`
  return (
    <li
      className="rounded-xl border border-ink/15 bg-white p-4 shadow-sm"
      data-testid="owner-lead"
      aria-labelledby={titleId}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Pill tone={TONES[lead.status]}>{t(`owner.leads.status.${lead.status}`)}</Pill>
        <Pill tone="ink">{t(keyIn('owner.leads.kind', lead.kind))}</Pill>
        <span className="text-sm text-ink">{t('owner.leads.received', { date: date(lead.createdAt) })}</span>
      </div>
      <h3 id={titleId} className="mt-2 text-lg font-extrabold break-words text-ink-900">
        {lead.name}
      </h3>
      {lead.property && (
        <p className="mt-1 text-sm">
          {t('owner.leads.listing')}:{' '}
          <Link to={lead.property.path} className="font-semibold break-words underline underline-offset-2">
            {lead.property.code} · {lead.property.title}
          </Link>
        </p>
      )}
      <p className="mt-3 rounded-xl bg-ink/5 p-3 break-words whitespace-pre-line text-ink-900">
        {lead.message || t('owner.leads.no_message')}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        {lead.email && (
          <a href={`mailto:${lead.email}`} className={buttonClass('ghost', 'sm', 'max-w-full break-all')}>
            {t('owner.leads.email')}: {lead.email}
          </a>
        )}
        {lead.phone && (
          <a href={telHref(lead.phone) ?? undefined} className={buttonClass('ghost', 'sm')}>
            {t('owner.leads.call', { phone: lead.phoneDisplay ?? lead.phone })}
          </a>
        )}
        {lead.whatsappUrl && (
          <OutsideLink
            href={lead.whatsappUrl}
            rel="noopener"
            className="inline-flex min-h-9 items-center rounded-xl bg-green-700 px-3 text-sm font-bold text-white hover:bg-green-800"
          >
            {t('owner.leads.whatsapp')}
          </OutsideLink>
        )}
      </div>
      {lead.replies.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-bold text-ink-900">{t('owner.leads.replies')}</h4>
          <ol className="mt-2 flex flex-col gap-2">
            {lead.replies.map((r) => (
              <li key={r.at} className="rounded-xl border border-ink/10 p-3 text-sm">
                <p className="font-semibold text-ink">{date(r.at)}</p>
                <p className="mt-1 break-words whitespace-pre-line">{r.message}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
      {result?.message && (
        <div className="mt-4">
          <ActionMessage result={result} soft />
        </div>
      )}
      <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,1fr)_14rem]">
        {lead.email ? (
          // Keyed by the replies: once one is sent the field starts empty again.
          <Form key={lead.replies.length} method="post" className="flex flex-col gap-2" noValidate>
            <input type="hidden" name="id" value={lead.id} />
            <TextArea
              label={t('owner.leads.reply_label')}
              hint={t('owner.leads.reply_hint', { email: lead.email })}
              name="message"
              rows={4}
              maxLength={LEAD_REPLY_MAX}
              required
              defaultValue={failed?.values?.message ?? ''}
              error={failed?.errors?.message}
            />
            <div>
              <Button type="submit" name="intent" value="owner-lead-reply" busy={sending('owner-lead-reply')}>
                {t('owner.leads.reply_send')}
              </Button>
            </div>
          </Form>
        ) : (
          <p className="text-sm text-ink">{t('owner.leads.no_email')}</p>
        )}
        {/* Keyed by the status: a reply marks a new lead contacted, and the choice follows. */}
        <Form key={lead.status} method="post" className="flex flex-col gap-2 self-start">
          <input type="hidden" name="id" value={lead.id} />
          <Select
            label={t('owner.leads.status_label')}
            name="status"
            defaultValue={lead.status}
            error={failed?.errors?.status}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`owner.leads.status.${s}`)}
              </option>
            ))}
          </Select>
          <div>
            <Button
              type="submit"
              name="intent"
              value="owner-lead-status"
              variant="secondary"
              size="sm"
              busy={sending('owner-lead-status')}
            >
              {t('owner.leads.status_save')}
            </Button>
          </div>
        </Form>
      </div>
    </li>
  )
}
