/**
 * "Enviar un mensaje a la inmobiliaria" from the listing page: name, e-mail, phone,
 * message and consent to data processing with the policy link (Ley 1581 de 2012),
 * prefilled from the contact_user_data cookie; a hidden honeypot. POST
 * /api/properties/{id}/messages; 422 → "Por favor corrija los errores en el formulario"
 * and the first message under each field; any other failure → "No se pudo enviar el
 * mensaje a la inmobiliaria".
 */
import { useEffect, useState, type FormEvent } from 'react'
import { useShellData } from '~/components/shell/shell-data'
import { useT } from '~/lib/i18n'
import { useContactPost } from '~/lib/contact-post'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { TextArea } from '../ui/field'
import { readContactCookie } from './consent'
import { Honeypot } from '~/components/ui/honeypot'
import { ConsentCheckbox, ContactFields } from './contact-fields'

type Errors = Partial<Record<'name' | 'email' | 'phone' | 'message' | 'consent', string>>

export function AgencyMessageForm({
  propertyId,
  code,
  onSent,
}: {
  propertyId: string
  code?: string
  onSent?: () => void
}) {
  const { t } = useT()
  const user = useShellData()?.user
  const [values, setValues] = useState({
    name: user?.fullName ?? '',
    email: '',
    phone: '',
    message: code ? t('visitor.message.default_message', { code }) : '',
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

  const submit = (event: FormEvent<HTMLFormElement>) =>
    post(event, {
      path: `/api/properties/${encodeURIComponent(propertyId)}/messages`,
      body: { ...values, consent },
      contact: { name: values.name, email: values.email, phone: values.phone },
      failure: 'errors.send_agency_message',
      sent: 'visitor.message.sent',
      onSent: () => {
        setSent(true)
        onSent?.()
      },
    })

  if (sent) {
    return (
      <p role="status" className="rounded-xl bg-green-50 p-4 font-bold text-green-800" data-testid="message-sent">
        {t('visitor.message.sent')}
      </p>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="agency-message-form">
      <ContactFields values={values} errors={errors} onChange={set} />
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
  propertyId,
  code,
}: {
  open: boolean
  onClose: () => void
  propertyId: string
  code?: string
}) {
  const { t } = useT()
  return (
    <Dialog open={open} onClose={onClose} title={t('visitor.message.title')} closeLabel={t('actions.close')}>
      {open && <AgencyMessageForm propertyId={propertyId} code={code} />}
    </Dialog>
  )
}
