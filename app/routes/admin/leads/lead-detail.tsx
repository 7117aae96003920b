/**
 * /admin/leads/{id}: one lead; change its status, reply by e-mail (outbox) or open WhatsApp;
 * for a visit request, confirm one of its times, propose another or cancel it.
 */
import { Form, Link, useNavigation } from 'react-router'
import { PageHeader, Panel } from '~/components/admin/page-header'
import { ActionMessage, Pill } from '~/components/admin/org/action-message'
import { orgPage, runAction } from '~/routes/admin/org-page.server'
import { pathIdOr404, readForm } from '#web/page'
import { loadOr404, type FormResult } from '#web/page'
import { formInput, formString } from '#web/input'
import { Button, ButtonLink } from '~/components/ui/button'
import { formatDateTime } from '~/components/ui/dates'
import { Select, TextArea } from '~/components/ui/field'
import { OutsideLink } from '~/components/ui/outside-link'
import { keyIn, translate, type MessageKey } from '#i18n'
import { useT } from '~/lib/i18n'
import { LEAD_REPLY_MAX } from '#core/leads/browser'
import {
  LeadReplySchema,
  LeadStatusSchema,
  VisitAgencyCancelSchema,
  VisitConfirmSchema,
  VisitProposeSchema,
  cancelVisitByAgency,
  confirmVisit,
  getLead,
  leadWhatsappUrl,
  proposeVisitTime,
  replyToLead,
  setLeadStatus,
} from '#core/leads'
import { bogotaIso } from '#core/leads/browser'
import { parseInput } from '#core/shared'
import { LeadVisitPanel } from '~/components/admin/org/lead-visit'
import type { Route } from './+types/lead-detail'

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx, locale } = await orgPage(request, 'leads')
  const lead = await loadOr404(() => getLead(ctx, pathIdOr404('lead', params.leadId)))
  const greeting = translate(locale, 'admin_org.leads.detail.whatsapp_text', {
    name: lead.name,
    agency: lead.customer?.name ?? translate(locale, 'brand'),
  })
  return { lead, whatsappUrl: leadWhatsappUrl(lead, greeting) }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { ctx, locale } = await orgPage(request, 'leads')
  const id = pathIdOr404('lead', params.leadId)
  const form = await readForm(request)
  const intent = formString(form, 'intent')
  // What each of the page's forms (its intent) does, and the text that says it was done.
  const intents: Record<string, [() => Promise<unknown>, MessageKey]> = {
    status: [() => setLeadStatus(ctx, id, formInput(LeadStatusSchema, form)), 'admin_org.leads.detail.status_saved'],
    reply: [() => replyToLead(ctx, id, formInput(LeadReplySchema, form)), 'admin_org.leads.detail.reply_sent'],
    'visit-confirm': [
      () => confirmVisit(ctx, id, formInput(VisitConfirmSchema, form)),
      'admin_org.leads_visit.confirmed',
    ],
    'visit-propose': [
      () => {
        // The form's day and half hour are Bogotá time; the schema reads an instant.
        const startsAt = bogotaIso(formString(form, 'date'), formString(form, 'time')) ?? ''
        const sequence = formString(form, 'sequence') || undefined
        return proposeVisitTime(ctx, id, parseInput(VisitProposeSchema, { starts_at: startsAt, sequence }))
      },
      'admin_org.leads_visit.proposed_sent',
    ],
    'visit-cancel': [
      () => cancelVisitByAgency(ctx, id, formInput(VisitAgencyCancelSchema, form)),
      'admin_org.leads_visit.cancelled',
    ],
  }
  const chosen = Object.hasOwn(intents, intent) ? intents[intent] : undefined
  if (chosen) return runAction(locale, form, intent, ...chosen)
  return { ok: false, intent, message: translate(locale, 'errors.bad_request') } satisfies FormResult
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useT()
  const { lead } = loaderData
  const result = actionData as FormResult | undefined
  const busy = useNavigation().state === 'submitting'
  const date = (iso: string) => formatDateTime(iso, locale, 'long', 'short')
  return (
    <>
      <PageHeader
        title={t('admin_org.leads.detail.title', { name: lead.name })}
        subtitle={t('admin_org.leads.detail.received', { date: date(lead.createdAt) })}
        actions={
          <ButtonLink to="/admin/leads" variant="ghost" size="sm">
            {t('admin_org.common.back')}
          </ButtonLink>
        }
      />
      <ActionMessage result={result} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-4">
          <Panel title={t('admin_org.leads.detail.message')}>
            <p className="mb-2 flex flex-wrap gap-1">
              <Pill tone={lead.status === 'new' ? 'brand' : lead.status === 'contacted' ? 'amber' : 'ink'}>
                {t(`admin_org.leads.status.${lead.status}`)}
              </Pill>
              <Pill tone="ink">{t(keyIn('admin_org.leads.kind', lead.kind))}</Pill>
            </p>
            {(lead.message || !lead.visit) && (
              <p className="whitespace-pre-line text-ink-900">
                {lead.message || t('admin_org.leads.detail.no_message')}
              </p>
            )}
            {lead.property && (
              <p className="mt-3 text-sm">
                {t('admin_org.leads.detail.property')}:{' '}
                <Link to={lead.property.path} className="font-semibold underline underline-offset-2">
                  {lead.property.code} · {lead.property.title}
                </Link>
              </p>
            )}
            {lead.project && (
              <p className="mt-3 text-sm" data-testid="lead-detail-project">
                {t('admin_org.leads.detail.project')}:{' '}
                <Link to={lead.project.path} className="font-semibold underline underline-offset-2">
                  {lead.project.name}
                </Link>
                {lead.project.unitType && (
                  <>
                    {' · '}
                    {t('admin_org.leads.detail.unit_type')}: {lead.project.unitType.name}
                  </>
                )}
              </p>
            )}
            {lead.fromSignedInUser && <p className="mt-2 text-sm text-ink">{t('admin_org.leads.detail.signed_in')}</p>}
          </Panel>
          {lead.visit && <LeadVisitPanel visit={lead.visit} canManage={lead.canManage} result={result} busy={busy} />}
          {lead.replies.length > 0 && (
            <Panel title={t('admin_org.leads.detail.replies')}>
              <ol className="flex flex-col gap-3">
                {lead.replies.map((r) => (
                  <li key={r.at} className="rounded-xl bg-ink/5 p-3 text-sm">
                    <p className="font-semibold">
                      {r.by} · {date(r.at)}
                    </p>
                    <p className="mt-1 whitespace-pre-line">{r.message}</p>
                  </li>
                ))}
              </ol>
            </Panel>
          )}
          {lead.canManage && lead.email && (
            <Panel title={t('admin_org.leads.detail.reply_title')}>
              <Form method="post" className="flex flex-col gap-3">
                <input type="hidden" name="intent" value="reply" />
                <TextArea
                  label={t('admin_org.leads.detail.reply_label')}
                  name="message"
                  rows={5}
                  maxLength={LEAD_REPLY_MAX}
                  required
                  error={result?.intent === 'reply' ? result.errors?.message : undefined}
                />
                <div>
                  <Button type="submit" busy={busy}>
                    {t('admin_org.leads.detail.reply_send')}
                  </Button>
                </div>
              </Form>
            </Panel>
          )}
        </div>
        <Panel>
          <dl className="flex flex-col gap-2 text-sm">
            {lead.email && (
              <div>
                <dt className="font-bold">{t('admin_org.leads.col.contact')}</dt>
                <dd>
                  <a href={`mailto:${lead.email}`} className="break-all underline underline-offset-2">
                    {lead.email}
                  </a>
                </dd>
              </div>
            )}
            {lead.phone && (
              <div>
                <dd>
                  <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="underline underline-offset-2">
                    {t('admin_org.leads.detail.call')} {lead.phoneDisplay}
                  </a>
                </dd>
              </div>
            )}
          </dl>
          {loaderData.whatsappUrl && lead.canManage && (
            <OutsideLink
              href={loaderData.whatsappUrl}
              rel="noopener"
              className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-green-700 px-4 font-bold text-white hover:bg-green-800"
            >
              {t('admin_org.leads.detail.whatsapp')}
            </OutsideLink>
          )}
          {lead.canManage ? (
            // Keyed by the status: a visit answered or a reply sent changes it, and the select follows.
            <Form key={lead.status} method="post" className="mt-4 flex flex-col gap-2">
              <input type="hidden" name="intent" value="status" />
              <Select label={t('admin_org.leads.detail.change_status')} name="status" defaultValue={lead.status}>
                {(['new', 'contacted', 'closed'] as const).map((s) => (
                  <option key={s} value={s}>
                    {t(`admin_org.leads.status.${s}`)}
                  </option>
                ))}
              </Select>
              <Button type="submit" variant="secondary" busy={busy}>
                {t('admin_org.common.save')}
              </Button>
            </Form>
          ) : (
            <p className="mt-4 text-sm text-ink">{t('admin_org.leads.detail.read_only')}</p>
          )}
        </Panel>
      </div>
    </>
  )
}
