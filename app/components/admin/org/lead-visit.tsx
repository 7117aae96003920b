/**
 * The visit request panel of a lead (/admin/leads/{id}): its state, the times the visitor
 * proposed (each with "Confirmar"), the agreed or proposed time, a form to propose another
 * time (a date and a half hour: once a date is chosen, only the starts the rules allow that
 * day; the server checks them again) and one to cancel. Each form sends the visit's sequence
 * as the page showed it, so an answer to a visit changed meanwhile is refused, not applied.
 * Plain forms: they work without JavaScript.
 */
import { type ReactNode, useState } from 'react'
import { Form } from 'react-router'
import { visitDayRange, visitStartTimes, visitStartTimesOn } from '#core/leads/browser'
import { Button } from '~/components/ui/button'
import { formatDateTime } from '~/components/ui/dates'
import { Select, TextArea, TextField } from '~/components/ui/field'
import { Panel } from '~/components/admin/page-header'
import { clockLabel } from '~/components/visitor/visit-hours'
import { useT } from '~/lib/i18n'
import type { FormResult } from '#web/page'
import { Pill } from './action-message'

export interface LeadVisit {
  status: 'requested' | 'proposed' | 'confirmed' | 'cancelled'
  slots: string[]
  scheduledAt: string | null
  cancelledBy: 'visitor' | 'agency' | null
  sequence: number
}

export const VISIT_TONES = { requested: 'brand', proposed: 'amber', confirmed: 'green', cancelled: 'ink' } as const

/** Every half hour a visit may start on some day, in order: what the form offers before a date is chosen. */
const ALL_TIMES = [...new Set([1, 2, 3, 4, 5, 6, 7].flatMap(visitStartTimes))].sort()

export function LeadVisitPanel({
  visit,
  canManage,
  result,
  busy,
}: {
  visit: LeadVisit
  canManage: boolean
  result: FormResult | undefined
  busy: boolean
}) {
  const { t, locale } = useT()
  const when = (iso: string) => `${formatDateTime(iso, locale, 'full', 'short')}`
  const open = visit.status !== 'cancelled'
  const range = visitDayRange()
  const errorOf = (intent: string, field: string) => (result?.intent === intent ? result.errors?.[field] : undefined)
  const isPast = (iso: string) => new Date(iso).getTime() <= Date.now()
  const [proposal, setProposal] = useState({ date: '', time: '' })
  const times = proposal.date ? visitStartTimesOn(proposal.date) : ALL_TIMES
  const seen = <input type="hidden" name="sequence" value={visit.sequence} />
  const confirmError = errorOf('visit-confirm', 'starts_at')
  return (
    <Panel title={t('admin_org.leads_visit.title')}>
      <div className="flex flex-col gap-4" data-testid="lead-visit">
        <p className="flex flex-wrap items-center gap-2">
          <Pill tone={VISIT_TONES[visit.status]}>{t(`admin_org.leads_visit.status.${visit.status}`)}</Pill>
          <span className="text-sm text-ink">{t('admin_org.leads_visit.time_note')}</span>
        </p>
        {visit.status === 'cancelled' && (
          <p className="text-ink-900">
            {t(
              visit.cancelledBy === 'visitor'
                ? 'admin_org.leads_visit.cancelled_by_visitor'
                : 'admin_org.leads_visit.cancelled_by_agency',
            )}
          </p>
        )}
        {visit.scheduledAt && (visit.status === 'confirmed' || visit.status === 'proposed') && (
          <div className="rounded-xl bg-ink/5 p-3">
            <p className="text-sm font-bold">
              {t(visit.status === 'confirmed' ? 'admin_org.leads_visit.scheduled' : 'admin_org.leads_visit.proposed')}
            </p>
            <p className="text-lg font-extrabold text-ink-900" data-testid="visit-scheduled">
              {when(visit.scheduledAt)}
            </p>
            {/* The visitor may agree by phone: the agency then confirms the time it proposed itself. */}
            {canManage && visit.status === 'proposed' && !isPast(visit.scheduledAt) && (
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="visit-confirm" />
                <input type="hidden" name="starts_at" value={visit.scheduledAt} />
                {seen}
                <Button
                  type="submit"
                  size="sm"
                  busy={busy}
                  aria-label={t('admin_org.leads_visit.confirm_slot', { when: when(visit.scheduledAt) })}
                >
                  {t('admin_org.leads_visit.confirm')}
                </Button>
              </Form>
            )}
          </div>
        )}
        <div>
          <h3 className="text-sm font-bold">{t('admin_org.leads_visit.slots')}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {visit.slots.map((slot) => {
              const chosen = visit.status === 'confirmed' && visit.scheduledAt === slot
              return (
                <li
                  key={slot}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-ink/15 px-3 py-2"
                >
                  <span className={chosen ? 'font-extrabold' : undefined}>
                    {when(slot)}
                    {isPast(slot) && <span className="text-sm text-ink"> · {t('admin_org.leads_visit.passed')}</span>}
                  </span>
                  {canManage && open && !chosen && !isPast(slot) && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="visit-confirm" />
                      <input type="hidden" name="starts_at" value={slot} />
                      {seen}
                      <Button
                        type="submit"
                        size="sm"
                        busy={busy}
                        aria-label={t('admin_org.leads_visit.confirm_slot', { when: when(slot) })}
                      >
                        {t('admin_org.leads_visit.confirm')}
                      </Button>
                    </Form>
                  )}
                </li>
              )
            })}
          </ul>
          {confirmError && (
            <p role="alert" className="mt-1 text-sm font-semibold text-red-700" data-testid="visit-confirm-error">
              {confirmError}
            </p>
          )}
        </div>
        {canManage && open && (
          <>
            <VisitForm
              intent="visit-propose"
              seen={seen}
              title={t('admin_org.leads_visit.propose_title')}
              submit={t('admin_org.leads_visit.propose')}
              variant="secondary"
              busy={busy}
            >
              <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-2">
                <TextField
                  label={t('admin_org.leads_visit.date')}
                  type="date"
                  name="date"
                  min={range.min}
                  max={range.max}
                  required
                  value={proposal.date}
                  onChange={(e) => {
                    const date = e.target.value
                    // A time the new day does not offer is cleared rather than sent.
                    setProposal((p) => ({ date, time: visitStartTimesOn(date).includes(p.time) ? p.time : '' }))
                  }}
                />
                <Select
                  label={t('admin_org.leads_visit.time')}
                  name="time"
                  required
                  value={proposal.time}
                  onChange={(e) => setProposal((p) => ({ ...p, time: e.target.value }))}
                  error={errorOf('visit-propose', 'starts_at')}
                  placeholder={t('admin_org.leads_visit.choose_time')}
                  options={times.map((time) => ({ value: time, label: clockLabel(time, locale) }))}
                />
              </div>
            </VisitForm>
            <VisitForm
              intent="visit-cancel"
              seen={seen}
              title={t('admin_org.leads_visit.cancel_title')}
              submit={t('admin_org.leads_visit.cancel')}
              variant="ghost"
              busy={busy}
            >
              <TextArea
                label={t('admin_org.leads_visit.cancel_reason')}
                name="reason"
                rows={2}
                maxLength={500}
                error={errorOf('visit-cancel', 'reason')}
              />
            </VisitForm>
          </>
        )}
      </div>
    </Panel>
  )
}

/** One of the adviser's visit actions: its intent, the lead's version (`seen`), a title, its fields and a button. */
function VisitForm({
  intent,
  seen,
  title,
  submit,
  variant,
  busy,
  children,
}: {
  intent: string
  seen: ReactNode
  title: string
  submit: string
  variant: 'secondary' | 'ghost'
  busy: boolean
  children: ReactNode
}) {
  return (
    <Form method="post" className="flex flex-col gap-2 border-t border-ink/10 pt-4">
      <input type="hidden" name="intent" value={intent} />
      {seen}
      <h3 className="text-sm font-bold">{title}</h3>
      {children}
      <div>
        <Button type="submit" variant={variant} busy={busy}>
          {submit}
        </Button>
      </div>
    </Form>
  )
}
