/**
 * "Enviar un mensaje a la inmobiliaria" from the listing page (or to the builder from a project
 * page, with an optional unit type): name, e-mail, phone, message and consent to data processing
 * with the policy link (Ley 1581 de 2012), prefilled from the contact_user_data cookie; a hidden
 * honeypot. POST /api/properties/{id}/messages (/api/projects/{id}/messages); 422 → "Por favor corrija los errores en el formulario"
 * and the first message under each field; any other failure → "No se pudo enviar el
 * mensaje a la inmobiliaria".
 */
import { useEffect, useState, type FormEvent } from 'react'
import { useShellData } from '~/components/shell/shell-data'
import { useT } from '~/lib/i18n'
import { useContactPost } from '~/lib/contact-post'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { Select, TextArea } from '../ui/field'
import { readContactCookie } from './consent'
import { Honeypot } from '~/components/ui/honeypot'
import { ConsentCheckbox, ContactFields } from './contact-fields'
import { leadApiPath, leadTexts, type LeadSubjectRef } from './lead-subject'

type Errors = Partial<Record<'name' | 'email' | 'phone' | 'message' | 'consent' | 'unit_type_id', string>>

function defaultMessage(subject: LeadSubjectRef, t: ReturnType<typeof useT>['t']): string {
  if (subject.kind === 'project') return t('project_page.contact.default_message', { name: subject.name })
  return subject.code ? t('visitor.message.default_message', { code: subject.code }) : ''
}

export function AgencyMessageForm({ subject, onSent }: { subject: LeadSubjectRef; onSent?: () => void }) {
  const { t } = useT()
  const user = useShellData()?.user
  const texts = leadTexts(subject)
  const unitTypes = subject.kind === 'project' ? subject.unitTypes : []
  const [values, setValues] = useState({
    name: user?.fullName ?? '',
    email: '',
    phone: '',
    message: defaultMessage(subject, t),
  })
  const [consent, setConsent] = useState(false)
  const { busy, errors, post } = useContactPost<Errors>()
  const [sent, setSent] = useState(false)

  useEffect(() => {
    const saved = readContactCookie()
    setValues((v) => ({
      ...v,
      name: saved.name || v.name,
      email: saved.email || v.email,
      phone: saved.phone || v.phone,
    }))
  }, [])

  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const unitTypeId = new FormData(event.currentTarget).get('unit_type_id')
    return post(event, {
      path: leadApiPath(subject, 'messages'),
      body: { ...values, consent, ...(unitTypeId ? { unit_type_id: unitTypeId } : {}) },
      contact: { name: values.name, email: values.email, phone: values.phone },
      failure: 'errors.send_agency_message',
      sent: texts.messageSent,
      onSent: () => {
        setSent(true)
        onSent?.()
      },
    })
  }

  if (sent) {
    return (
      <p role="status" className="rounded-xl bg-green-50 p-4 font-bold text-green-800" data-testid="message-sent">
        {t(texts.messageSent)}
      </p>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="agency-message-form">
      <ContactFields values={values} errors={errors} onChange={set} />
      {unitTypes.length > 0 && (
        <Select
          label={t('project_page.contact.unit_type')}
          name="unit_type_id"
          error={errors.unit_type_id}
          placeholder={t('project_page.contact.any_unit_type')}
          options={unitTypes}
          data-testid="message-unit-type"
        />
      )}
      <TextArea
        label={t('visitor.message.message')}
        name="message"
        rows={4}
        required
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        maxLength={2000}
      />
      <Honeypot />
      <ConsentCheckbox checked={consent} onChange={setConsent} error={errors.consent} />
      <Button type="submit" busy={busy} busyLabel={t('actions.sending')} className="w-full">
        {t('visitor.message.send')}
      </Button>
    </form>
  )
}

/** The message dialog, fetched when a visitor first opens it (see lead-buttons.tsx). */
export default function AgencyMessageDialog({
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
    <Dialog open={open} onClose={onClose} title={t(leadTexts(subject).messageTitle)} closeLabel={t('actions.close')}>
      {open && <AgencyMessageForm subject={subject} />}
    </Dialog>
  )
}
