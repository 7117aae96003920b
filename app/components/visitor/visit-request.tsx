/**
 * "Solicitar visita" from the listing page's contact card ("Agendar visita a la sala de ventas" on a
 * project page, to the builder): name, e-mail, phone, up to three
 * times (a date and a time among the agency's half hours of that day, in Bogotá time, only those
 * the shared rule accepts now: enough notice on the first day, 60 days at most on the last), the
 * consent to data processing (Ley 1581 de 2012) and a hidden honeypot. POST
 * /api/properties/{id}/visits (/api/projects/{id}/visits); a 422 shows each field's first message (slots.N under its
 * time), focuses the first field at fault and keeps what was typed, so fixing and sending again works.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { bogotaIso, visitDayRange, visitStartTimesOn, VISIT_SLOTS_MAX } from '#core/leads/browser'
import { useShellData } from '~/components/shell/shell-data'
import { useT } from '~/lib/i18n'
import { useContactPost } from '~/lib/contact-post'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { useFocusFirstFault } from '../ui/focus-first-fault'
import { Select, TextField } from '../ui/field'
import { Honeypot } from '../ui/honeypot'
import { useToast } from '../ui/toast'
import { readContactCookie } from './consent'
import { ConsentCheckbox, ContactFields } from './contact-fields'
import { leadApiPath, leadTexts, type LeadSubjectRef } from './lead-subject'
import { clockLabel, VisitHours } from './visit-hours'

type Slot = { date: string; time: string }
type Errors = Partial<Record<'name' | 'email' | 'phone' | 'consent' | 'slots', string>> & { rows?: string[] }

const emptySlots = (): Slot[] => Array.from({ length: VISIT_SLOTS_MAX }, () => ({ date: '', time: '' }))

export function VisitRequestForm({ subject, onSent }: { subject: LeadSubjectRef; onSent?: () => void }) {
  const { t, locale } = useT()
  const texts = leadTexts(subject)
  const toast = useToast()
  const user = useShellData()?.user
  const [values, setValues] = useState({ name: user?.fullName ?? '', email: '', phone: '' })
  const [slots, setSlots] = useState<Slot[]>(emptySlots)
  const [consent, setConsent] = useState(false)
  const { busy, errors, setErrors, post } = useContactPost<Errors>()
  const [sent, setSent] = useState(false)
  const [range] = useState(() => visitDayRange())
  const formRef = useRef<HTMLFormElement>(null)
  // After a refused submit, the first field at fault takes the focus; for the times as a whole,
  // the first date (marked invalid with them).
  const showFirstError = useFocusFirstFault(formRef)

  useEffect(() => {
    const saved = readContactCookie()
    setValues((v) => ({ name: saved.name || v.name, email: saved.email || v.email, phone: saved.phone || v.phone }))
  }, [])

  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }))
  const setSlot = (i: number, patch: Partial<Slot>) =>
    setSlots((all) =>
      all.map((s, j) => {
        if (j !== i) return s
        const next = { ...s, ...patch }
        // A time the new day does not offer is cleared rather than sent.
        if (patch.date !== undefined && !visitStartTimesOn(next.date).includes(next.time)) next.time = ''
        return next
      }),
    )

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    // Rows with a date and a time become ISO instants; a half-filled row is the visitor's to finish.
    const rows: number[] = []
    const iso: string[] = []
    const rowErrors: string[] = []
    slots.forEach((s, i) => {
      if (!s.date && !s.time) return
      const value = s.date && s.time ? bogotaIso(s.date, s.time) : null
      if (!value) {
        rowErrors[i] = t(s.date ? 'visitor.visit.choose_time' : 'validation.date')
        return
      }
      rows.push(i)
      iso.push(value)
    })
    if (rowErrors.length) {
      setErrors({ rows: rowErrors })
      showFirstError()
      toast.error(t('errors.form_invalid'))
      return
    }
    void post(event, {
      path: leadApiPath(subject, 'visits'),
      body: { ...values, slots: iso, consent },
      contact: values,
      failure: 'errors.send_visit_request',
      sent: texts.visitSent,
      invalid: (messages) => {
        const next: Errors = { rows: [] }
        for (const [field, message] of Object.entries(messages)) {
          const slot = /^slots\.(\d+)$/.exec(field)
          if (slot) next.rows![rows[Number(slot[1])] ?? 0] = message
          else (next as Record<string, unknown>)[field] = message
        }
        showFirstError()
        return next
      },
      onSent: () => {
        setSent(true)
        onSent?.()
      },
    })
  }

  if (sent) {
    return (
      <div role="status" className="rounded-xl bg-green-50 p-4 text-green-800" data-testid="visit-sent">
        <p className="font-extrabold">{t('visitor.visit.sent_title')}</p>
        <p className="mt-1">{t(texts.visitSent)}</p>
      </div>
    )
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="visit-request-form">
      <p className="text-ink-900">{t(texts.visitIntro)}</p>
      <VisitHours className="rounded-xl bg-ink/5 p-3" />
      <fieldset className="flex flex-col gap-3" aria-describedby={errors.slots ? 'visit-slots-error' : undefined}>
        <legend className="mb-1 font-extrabold text-ink-900">{t('visitor.visit.slots_legend')}</legend>
        {errors.slots && (
          <p id="visit-slots-error" className="text-sm font-semibold text-red-700" data-testid="slots-error">
            {errors.slots}
          </p>
        )}
        {slots.map((slot, i) => {
          const times = slot.date ? visitStartTimesOn(slot.date) : []
          const error = errors.rows?.[i]
          return (
            <div
              key={i}
              role="group"
              aria-labelledby={`visit-slot-${i}`}
              className="rounded-xl border border-ink/15 p-3"
            >
              <p id={`visit-slot-${i}`} className="mb-2 text-sm font-bold text-ink-900">
                {t(i === 0 ? 'visitor.visit.slot' : 'visitor.visit.slot_optional', { n: i + 1 })}
              </p>
              <div className="grid gap-2 min-[26rem]:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
                <TextField
                  label={t('visitor.visit.date')}
                  type="date"
                  name={`slot_date_${i}`}
                  min={range.min}
                  max={range.max}
                  value={slot.date}
                  onChange={(e) => setSlot(i, { date: e.target.value })}
                  aria-invalid={error || (i === 0 && errors.slots) ? true : undefined}
                  aria-describedby={
                    error ? `visit-slot-error-${i}` : i === 0 && errors.slots ? 'visit-slots-error' : undefined
                  }
                  data-testid={`slot-date-${i}`}
                />
                <Select
                  label={t('visitor.visit.time')}
                  name={`slot_time_${i}`}
                  value={slot.time}
                  disabled={!slot.date || times.length === 0}
                  onChange={(e) => setSlot(i, { time: e.target.value })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `visit-slot-error-${i}` : undefined}
                  data-testid={`slot-time-${i}`}
                >
                  <option value="">
                    {!slot.date
                      ? t('visitor.visit.choose_date_first')
                      : times.length === 0
                        ? t('visitor.visit.closed_day')
                        : t('visitor.visit.choose_time')}
                  </option>
                  {times.map((time) => (
                    <option key={time} value={time}>
                      {clockLabel(time, locale)}
                    </option>
                  ))}
                </Select>
              </div>
              {error && (
                <p
                  id={`visit-slot-error-${i}`}
                  className="mt-1 text-sm font-semibold text-red-700"
                  data-testid={`slot-error-${i}`}
                >
                  {error}
                </p>
              )}
            </div>
          )
        })}
      </fieldset>
      <ContactFields
        values={values}
        errors={{ name: errors.name, email: errors.email, phone: errors.phone }}
        onChange={set}
      />
      <Honeypot />
      <ConsentCheckbox checked={consent} onChange={setConsent} error={errors.consent} />
      <Button type="submit" busy={busy} busyLabel={t('actions.sending')} className="w-full">
        {t('visitor.visit.send')}
      </Button>
    </form>
  )
}

/** The visit dialog, fetched when a visitor first opens it (see lead-buttons.tsx). */
export default function VisitRequestDialog({
  open,
  onClose,
  subject,
}: {
  open: boolean
  onClose: () => void
  subject: LeadSubjectRef
}) {
  const { t } = useT()
  return (
    <Dialog open={open} onClose={onClose} title={t(leadTexts(subject).visitTitle)} closeLabel={t('actions.close')}>
      {open && <VisitRequestForm subject={subject} />}
    </Dialog>
  )
}
