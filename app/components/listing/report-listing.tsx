/**
 * "Reportar este anuncio": a disclosure (no script needed to open it) holding a plain form posted
 * to the listing page's action (report-form.tsx), so it works without JavaScript. The server
 * draws the form; the browser keeps that HTML as it is and fetches the form's code only when the
 * disclosure opens, carrying over what was chosen and typed (ADR 0019): most visitors never open
 * it, and the listing page's script budget is small (ADR 0022). Keyed by listing in the page, so
 * a client-side navigation to another listing starts again.
 */
import { Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useT } from '~/lib/i18n'
import { lazyPart } from '../ui/lazy-part'
import type { ReportFormProps, ReportResult } from './report-form'

// The server draws the form in place; the browser build drops this line (ADR 0019).
const ServerForm = import.meta.env.SSR ? (await import('./report-form')).default : null
const liveForm = lazyPart(() => import('./report-form'))

export type { ReportResult } from './report-form'

export function ReportListing({ propertyId, result }: { propertyId: string; result?: ReportResult }) {
  const { t } = useT()
  const details = useRef<HTMLDetailsElement>(null)
  const serverHtml = useRef<HTMLDivElement>(null)
  const started = useRef(false)
  const [typed, setTyped] = useState<ReportFormProps['typed'] | null>(null)
  const mine = result?.intent === 'report' ? result : undefined

  const activate = useCallback(() => {
    if (started.current) return
    started.current = true
    liveForm.preload().then(
      () => {
        const form = serverHtml.current?.querySelector('form')
        const values = form ? new FormData(form) : null
        const active = document.activeElement
        const focus =
          form && active instanceof HTMLElement && form.contains(active) ? active.getAttribute('name') : null
        setTyped({
          reason: (values?.get('reason') as string | null) ?? undefined,
          text: (values?.get('text') as string | null) ?? undefined,
          focus,
        })
      },
      () => {
        started.current = false // offline: the server's form still works
      },
    )
  }, [])

  // Open on load (the answer to a submission without scripts): the live form at once.
  useEffect(() => {
    if (details.current?.open) activate()
  }, [activate])

  if (mine?.ok)
    return (
      <p role="status" className="mt-6 rounded-xl bg-green-50 px-4 py-3 font-semibold text-green-800">
        {mine.message}
      </p>
    )
  return (
    <details
      ref={details}
      className="mt-6"
      open={mine ? true : undefined}
      onToggle={(e) => e.currentTarget.open && activate()}
    >
      <summary className="cursor-pointer text-sm font-bold text-ink-900 underline underline-offset-2">
        {t('listing.report.open')}
      </summary>
      {typed ? (
        <div key="live">
          <Suspense fallback={null}>
            <liveForm.Component propertyId={propertyId} mine={mine} typed={typed} />
          </Suspense>
        </div>
      ) : ServerForm ? (
        <div key="server">
          <ServerForm propertyId={propertyId} mine={mine} />
        </div>
      ) : (
        // Hydration leaves the server's HTML inside as it is; the key makes React replace it when the live form arrives.
        <div key="server" ref={serverHtml} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      )}
    </details>
  )
}
