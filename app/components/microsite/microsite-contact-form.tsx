/** The microsite's message form to the agency (works without JavaScript: a plain form post). */
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { TextArea, TextField } from '~/components/ui/field'
import { TitledSection } from '~/components/ui/titled-section'
import { useT } from '~/lib/i18n'
import { CONTACT_INPUTS, CONTACT_KEYS } from '~/lib/contact-inputs'
import { Honeypot } from '~/components/ui/honeypot'
import { ConsentCheckbox } from '~/components/visitor/contact-fields'

export interface MicrositeContactResult {
  ok?: boolean
  message?: string
  errors?: Record<string, string>
  values?: Record<string, string>
}

export function MicrositeContactForm({ result }: { result?: MicrositeContactResult }) {
  const { t } = useT()
  const busy = useNavigation().state === 'submitting'
  const e = result?.errors ?? {}
  const v = result?.ok ? {} : (result?.values ?? {})
  return (
    <TitledSection
      id="microsite-contact-title"
      title={t('visitor.message.title')}
      titleClassName="text-lg font-extrabold text-ink-900"
      className="rounded-2xl border border-ink/10 bg-white p-5 shadow-sm"
    >
      {result?.message && (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={
            result.ok
              ? 'mt-3 rounded-xl bg-green-100 px-3 py-2 font-semibold text-green-900'
              : 'mt-3 rounded-xl bg-red-100 px-3 py-2 font-semibold text-red-900'
          }
        >
          {result.message}
        </p>
      )}
      {!result?.ok && (
        <Form method="post" className="mt-3 flex flex-col gap-3" noValidate>
          <input type="hidden" name="intent" value="contact" />
          {CONTACT_KEYS.map((key) => (
            <TextField
              key={key}
              {...CONTACT_INPUTS[key]}
              label={t(`visitor.message.${key}`)}
              defaultValue={v[key]}
              error={e[key]}
            />
          ))}
          <TextArea
            label={t('visitor.message.message')}
            name="message"
            rows={4}
            required
            defaultValue={v.message ?? t('microsite.contact_default')}
            error={e.message}
          />
          <Honeypot />
          <ConsentCheckbox error={e.consent} linkClassName="underline underline-offset-2" />
          <Button type="submit" busy={busy}>
            {t('visitor.message.send')}
          </Button>
        </Form>
      )}
    </TitledSection>
  )
}
