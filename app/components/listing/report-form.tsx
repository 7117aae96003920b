/**
 * The form of "Reportar este anuncio" (report-listing.tsx holds its disclosure): a plain form
 * posted to the listing page's action, so it works without JavaScript; with it, the page stays
 * put and says thanks. The server draws it in the disclosure; the browser fetches this code when
 * the disclosure opens (ADR 0019, 0022).
 */
import { useEffect, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import { REPORT_REASONS, REPORT_TEXT_MAX } from '#core/moderation/browser'
import { buttonClass } from '~/components/ui/button'
import { TextArea } from '~/components/ui/field'
import { useT } from '~/lib/i18n'

export interface ReportResult {
  intent?: string
  ok?: boolean
  message?: string
  errors?: Record<string, string>
  values?: Record<string, string>
}

export interface ReportFormProps {
  propertyId: string
  /** The page action's answer to this form, when it was sent. */
  mine?: ReportResult
  /** What the visitor chose and typed in the server's form before this one replaced it, and where the focus was. */
  typed?: { reason?: string; text?: string; focus?: string | null }
}

export default function ReportForm({ propertyId, mine, typed }: ReportFormProps) {
  const { t } = useT()
  const busy = useNavigation().state === 'submitting'
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const name = typed?.focus
    if (name) form.current?.querySelector<HTMLElement>(`[name="${name}"]:checked, textarea[name="${name}"]`)?.focus()
  }, [])
  const errors = mine?.errors ?? {}
  const chosen = typed?.reason ?? mine?.values?.reason
  return (
    <Form ref={form} method="post" className="mt-3 flex max-w-lg flex-col gap-3 rounded-xl border border-ink/15 p-4">
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name="property_id" value={propertyId} />
      <fieldset aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
        <legend className="font-bold text-ink-900">{t('listing.report.title')}</legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason} className="mt-2 flex items-center gap-2">
            <input type="radio" name="reason" value={reason} defaultChecked={chosen === reason} className="size-5" />
            {t(`listing.report.reason.${reason}`)}
          </label>
        ))}
        {errors.reason && (
          <p id="report-reason-error" className="mt-1 text-sm font-semibold text-red-700">
            {errors.reason}
          </p>
        )}
      </fieldset>
      <TextArea
        name="text"
        rows={3}
        label={t('listing.report.text')}
        maxLength={REPORT_TEXT_MAX}
        defaultValue={typed?.text ?? mine?.values?.text ?? ''}
        error={errors.text}
      />
      {mine?.message && !mine.errors && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {mine.message}
        </p>
      )}
      <button type="submit" className={buttonClass('secondary', 'md', 'self-start')} disabled={busy}>
        {t('listing.report.send')}
      </button>
    </Form>
  )
}
