/**
 * "Reportar este anuncio": a disclosure (no script needed to open it) holding a plain form posted
 * to the listing page's action, so it works without JavaScript; with it, the page stays put and
 * says thanks. Kept tiny: the listing page's script budget is small (ADR 0022).
 */
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

export function ReportListing({ propertyId, result }: { propertyId: string; result?: ReportResult }) {
  const { t } = useT()
  const busy = useNavigation().state === 'submitting'
  const mine = result?.intent === 'report' ? result : undefined
  if (mine?.ok)
    return (
      <p role="status" className="mt-6 rounded-xl bg-green-50 px-4 py-3 font-semibold text-green-800">
        {mine.message}
      </p>
    )
  const errors = mine?.errors ?? {}
  const chosen = mine?.values?.reason
  return (
    <details className="mt-6" open={mine ? true : undefined}>
      <summary className="cursor-pointer text-sm font-bold text-ink-900 underline underline-offset-2">
        {t('listing.report.open')}
      </summary>
      <Form method="post" className="mt-3 flex max-w-lg flex-col gap-3 rounded-xl border border-ink/15 p-4">
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
          defaultValue={mine?.values?.text ?? ''}
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
    </details>
  )
}
