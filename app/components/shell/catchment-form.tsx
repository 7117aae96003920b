/**
 * "Quiero anunciar en Wi Inmuebles" (spec §2, §5, §8). With JavaScript the form posts
 * JSON to POST /api/contact/customers/catchment: `msg` becomes a success toast; a 422
 * puts the first message under each field and shows the spec's error toast; any other
 * failure shows the spec's send-failed toast. Without JavaScript it posts to the page's
 * own action (catchment-action.server.ts) and the answer is drawn in the page.
 */
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import type { MessageKey } from '#i18n'
import { useBrowserTexts, useT } from '~/lib/i18n'
import { CONTACT_INPUTS, CONTACT_KEYS, CONTACT_MAX_LENGTH } from '~/lib/contact-inputs'
import { trackRequest } from '../ui/activity-store'
import { Button } from '../ui/button'
import { useFocusFirstFault } from '../ui/focus-first-fault'
import { TextArea, TextField } from '../ui/field'
import { useToast } from '../ui/toast'
import type { CatchmentActionData } from '../../routes/public/catchment-action.server'
import { Honeypot } from '~/components/ui/honeypot'

type Errors = Record<string, string | undefined>

const CATCHMENT_TOASTS = [
  'errors.form_invalid',
  'errors.send_failed',
  'shell.contact.thanks',
] as const satisfies MessageKey[]

export function CatchmentForm({
  action,
  result,
  headingLevel = 2,
}: {
  action: string
  result?: CatchmentActionData
  headingLevel?: 2 | 3
}) {
  const { t, href, locale } = useT()
  // Its toasts are drawn only in the browser: the page carries their texts (ADR 0023), or a toast
  // shown before the rest of the catalogue arrived would keep an empty message.
  useBrowserTexts(CATCHMENT_TOASTS)
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Errors>(result?.errors ?? {})
  const values = result?.values ?? {}
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const formRef = useRef<HTMLFormElement>(null)
  const showFirstError = useFocusFirstFault(formRef)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const body = Object.fromEntries(new FormData(form).entries())
    setBusy(true)
    try {
      const response = await trackRequest(
        fetch(`/api/contact/customers/catchment?lang=${locale === 'en' ? 'en' : 'es'}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        }),
      )
      const payload = (await response.json().catch(() => ({}))) as { msg?: string; errors?: Record<string, string[]> }
      if (response.ok) {
        setErrors({})
        form.reset()
        toast.success(payload.msg ?? t('shell.contact.thanks'))
      } else if (response.status === 422) {
        const first = Object.fromEntries(Object.entries(payload.errors ?? {}).map(([field, list]) => [field, list[0]]))
        setErrors(first)
        toast.error(t('errors.form_invalid'))
        showFirstError()
      } else {
        toast.error(t('errors.send_failed'))
      }
    } catch {
      toast.error(t('errors.send_failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="catchment-title"
    >
      <Heading id="catchment-title" className="text-2xl font-extrabold text-ink-900 sm:text-3xl">
        {t('shell.contact.title')}
      </Heading>
      <p className="text-ink">{t('shell.contact.text')}</p>
      {result?.ok && (
        <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 font-bold text-ink-900">
          {result.message}
        </p>
      )}
      {result?.message && !result.ok && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-bold text-red-800">
          {result.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_KEYS.map((key) => (
          <TextField
            key={key}
            {...CONTACT_INPUTS[key]}
            label={t(`shell.contact.${key}`)}
            maxLength={CONTACT_MAX_LENGTH[key]}
            defaultValue={values[key]}
            error={errors[key]}
            {...(key === 'name' && { containerClassName: 'sm:col-span-2' })}
            {...(key === 'phone' && { pattern: '[0-9 +()-]*', hint: t('shell.contact.phone_hint') })}
          />
        ))}
        <TextArea
          label={t('shell.contact.questions')}
          name="questions"
          rows={4}
          maxLength={2000}
          defaultValue={values.questions}
          error={errors.questions}
          containerClassName="sm:col-span-2"
          className="min-h-[5.5rem] max-h-[10rem]"
        />
      </div>
      <Honeypot />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink">
          {t('shell.contact.consent')}{' '}
          <Link to={href('/data_policy')} className="font-bold text-ink-900 underline">
            {t('shell.contact.policy_link')}
          </Link>
          .
        </p>
        <Button type="submit" busy={busy} busyLabel={t('shell.contact.sending')} className="shrink-0 sm:min-w-40">
          {t('shell.contact.send')}
        </Button>
      </div>
    </form>
  )
}
