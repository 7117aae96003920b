/**
 * "Simulador de crédito" on a sale listing: the estimate with the defaults, and a disclosure
 * holding the simulator. The server renders the whole simulator (a GET form to this page that
 * works without JavaScript); the browser keeps that HTML as it is, without hydrating it, and
 * downloads the interactive simulator only when the visitor opens the block (ADR 0019). This
 * file is all the listing page's first load carries of it.
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import type { QuoteFields } from '#core/mortgage/browser'
import { formatCop } from '#core/shared/browser'
import { useT } from '~/lib/i18n'
import { ChevronDown } from '../ui/icon'
import { TitledSection } from '../ui/titled-section'
import type { MortgageSimulatorProps } from './mortgage-simulator'

// The server renders the simulator in place. `import.meta.env.SSR` is false in the browser
// build, which drops this line, so the simulator is not part of the listing page's bundle.
const ServerSimulator = import.meta.env.SSR ? (await import('./mortgage-simulator')).MortgageSimulator : null

export interface MortgageSectionProps {
  fields: Required<QuoteFields>
  /** A visitor without JavaScript submitted the form: open the block on the answer. */
  isSubmitted: boolean
  estimate: { monthlyPayment: number; years: number; downPaymentPercent: number; annualRatePercent: number }
}

type Live = { Simulator: (props: MortgageSimulatorProps) => ReactNode } & MortgageSimulatorProps

export function MortgageSection({ fields, isSubmitted, estimate }: MortgageSectionProps) {
  const { t, locale } = useT()
  const details = useRef<HTMLDetailsElement>(null)
  const serverHtml = useRef<HTMLDivElement>(null)
  const started = useRef(false)
  const [live, setLive] = useState<Live | null>(null)

  const activate = useCallback(() => {
    if (started.current) return
    started.current = true
    import('./mortgage-simulator').then(
      (module) => {
        module.registerMortgageMessages()
        // Whatever the visitor typed into the server's form meanwhile, and where they were.
        const form = serverHtml.current?.querySelector('form')
        const typed = form ? (Object.fromEntries(new FormData(form)) as QuoteFields) : {}
        const active = document.activeElement
        const focus = form && active instanceof HTMLInputElement && form.contains(active) ? active.name : null
        setLive({ Simulator: module.MortgageSimulator, fields: { ...fields, ...typed }, focus })
      },
      () => {
        started.current = false // offline: the server's form still works
      },
    )
  }, [fields])

  useEffect(() => {
    if (details.current?.open) activate()
  }, [activate])

  const rate = new Intl.NumberFormat(locale === 'en' ? 'en' : 'es-CO', { maximumFractionDigits: 2 })
  return (
    <TitledSection
      anchor="simulador"
      id="mortgage-title"
      title={t('listing.mortgage.title')}
      className="mt-10 scroll-mt-20 rounded-xl border border-ink/15 bg-white p-5 shadow-sm"
    >
      <p className="mt-2 text-ink-900" data-testid="mortgage-estimate">
        {t('listing.mortgage.estimate', {
          amount: formatCop(estimate.monthlyPayment),
          years: estimate.years,
          percent: rate.format(estimate.downPaymentPercent),
          rate: rate.format(estimate.annualRatePercent),
        })}
      </p>
      <details
        ref={details}
        open={isSubmitted}
        onToggle={(e) => e.currentTarget.open && activate()}
        className="group/details mt-3"
      >
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl border border-ink/25 px-4 font-bold text-ink-900 hover:border-ink hover:bg-ink/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink">
          {t('listing.mortgage.open')}
          <ChevronDown className="size-5 transition-transform group-open/details:rotate-180" />
        </summary>
        {live ? (
          <div key="live">
            <live.Simulator fields={live.fields} focus={live.focus} />
          </div>
        ) : ServerSimulator ? (
          <div key="server">
            <ServerSimulator fields={fields} />
          </div>
        ) : (
          // Hydration leaves the server's HTML inside as it is (React does not compare an element's
          // inner HTML); the key makes React replace it, not patch it, when the live one arrives.
          <div key="server" ref={serverHtml} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
        )}
      </details>
    </TitledSection>
  )
}
