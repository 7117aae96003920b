/**
 * The campaign request form ("cuéntanos qué buscas") on /unlugarparati and
 * /campaign/find-you-property(-wi): operation, property type, department and municipality,
 * budget, bedrooms, contact, consent (Ley 1581 de 2012) and a honeypot. POST
 * /api/campaign/requests stores it as a lead for the agencies of that municipality.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { useT } from '~/lib/i18n'
import { useContactPost } from '~/lib/contact-post'
import { Button } from '../ui/button'
import { RadioGroup, Select, TextArea, TextField } from '../ui/field'
import { useToast } from '../ui/toast'
import { readContactCookie } from './consent'
import { Honeypot } from '~/components/ui/honeypot'
import { ConsentCheckbox, ContactFields } from './contact-fields'
import { OPERATION_TYPES } from '#core/listings/browser'
import type { KeysUnder } from '#i18n'

interface Option {
  id: string
  name: string
  code?: string
}

type Field =
  | 'operation'
  | 'property_type_id'
  | 'municipality_id'
  | 'budget'
  | 'bedrooms'
  | 'name'
  | 'email'
  | 'phone'
  | 'notes'
  | 'consent'

async function options(url: string): Promise<Option[]> {
  const res = await fetch(url, { headers: { accept: 'application/json' } })
  if (!res.ok) throw new Error(String(res.status))
  return ((await res.json()) as { data: Option[] }).data
}

export function CampaignForm({ campaign }: { campaign: string }) {
  const { t, locale } = useT()
  const toast = useToast()
  const [types, setTypes] = useState<Option[]>([])
  const [departments, setDepartments] = useState<Option[]>([])
  const [municipalities, setMunicipalities] = useState<Option[]>([])
  const [department, setDepartment] = useState('')
  const [v, setV] = useState({
    operation: 'rent',
    property_type_id: '',
    municipality_id: '',
    budget: '',
    bedrooms: '',
    name: '',
    email: '',
    phone: '',
    notes: '',
  })
  const [consent, setConsent] = useState(false)
  const { busy, errors, post } = useContactPost<Partial<Record<Field, string>>>()
  const [done, setDone] = useState<string | null>(null)

  useEffect(() => {
    const saved = readContactCookie()
    setV((s) => ({ ...s, name: saved.name ?? '', email: saved.email ?? '', phone: saved.phone ?? '' }))
    const lang = locale === 'en' ? '?lang=en' : ''
    options(`/api/property-types${lang}`)
      .then(setTypes)
      .catch(() => toast.error(t('errors.load_data')))
    options('/api/places/departments')
      .then((list) => {
        setDepartments(list)
        // Antioquia first: most listings are in the Medellín area.
        setDepartment(list.find((d) => d.code === '05')?.id ?? list[0]?.id ?? '')
      })
      .catch(() => toast.error(t('errors.load_departments')))
  }, [])

  useEffect(() => {
    if (!department) return
    options(`/api/places/municipalities?department_id=${encodeURIComponent(department)}`)
      .then((list) => {
        setMunicipalities(list)
        setV((s) => ({ ...s, municipality_id: list.some((m) => m.id === s.municipality_id) ? s.municipality_id : '' }))
      })
      .catch(() => toast.error(t('errors.load_municipalities')))
  }, [department])

  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((s) => ({ ...s, [k]: e.target.value }))

  /** The label, name, value and message of one of the request's fields. */
  const field = (name: Exclude<keyof typeof v, 'operation'>, label: KeysUnder<'visitor.campaign'>) => ({
    name,
    label: t(`visitor.campaign.${label}`),
    value: v[name],
    onChange: set(name),
    error: errors[name],
  })

  const submit = (event: FormEvent<HTMLFormElement>) =>
    post(event, {
      path: '/api/campaign/requests',
      body: { ...v, campaign, consent },
      contact: { name: v.name, email: v.email, phone: v.phone },
      failure: 'errors.send_failed',
      onSent: setDone,
    })

  if (done) {
    return (
      <p role="status" className="rounded-xl bg-green-50 p-4 font-bold text-green-800" data-testid="campaign-sent">
        {done}
      </p>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="campaign-form">
      <RadioGroup
        legend={t('visitor.campaign.operation')}
        name="operation"
        value={v.operation}
        options={OPERATION_TYPES.map((op) => ({ value: op, label: t(`visitor.campaign.operations.${op}`) }))}
        onChange={set('operation')}
        className="sm:col-span-2"
        legendClassName="mb-1.5 text-sm font-bold text-ink-900"
        listClassName="flex gap-2"
        choiceClassName="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border border-ink/25 px-3 font-bold text-ink-900 has-checked:border-ink has-checked:bg-brand-50"
        inputClassName="accent-ink"
      />
      <Select
        {...field('property_type_id', 'type')}
        required
        placeholder={t('visitor.campaign.choose')}
        options={types}
      />
      <Select
        label={t('visitor.campaign.department')}
        name="department"
        value={department}
        onChange={(e) => setDepartment(e.target.value)}
        options={departments}
      />
      <Select
        {...field('municipality_id', 'municipality')}
        required
        placeholder={t('visitor.campaign.choose')}
        options={municipalities}
      />
      <TextField {...field('budget', 'budget')} inputMode="numeric" maxLength={20} />
      <Select
        {...field('bedrooms', 'bedrooms')}
        placeholder={t('visitor.campaign.any')}
        options={[1, 2, 3, 4, 5].map((n) => ({ value: n, label: n }))}
      />
      <ContactFields values={v} errors={errors} onChange={set} />
      <TextArea {...field('notes', 'notes')} rows={3} maxLength={2000} containerClassName="sm:col-span-2" />
      <Honeypot />
      <ConsentCheckbox checked={consent} onChange={setConsent} error={errors.consent} className="sm:col-span-2" />
      <Button type="submit" busy={busy} busyLabel={t('actions.sending')} className="sm:col-span-2">
        {t('visitor.campaign.send')}
      </Button>
    </form>
  )
}
