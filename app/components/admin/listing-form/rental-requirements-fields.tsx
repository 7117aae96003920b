/**
 * The listing form's "Requisitos para arrendar" panel (rent and sale_rent listings): the
 * guarantees accepted ("Sin garantía" unticks the others and the others untick it; the
 * server's 422 shows at the group when scripts are off), the documents asked for, the minimum
 * term, and the amenities "pets allowed" and "furnished", which are the same check boxes as in
 * the amenities panel (moved here, never duplicated). A home asking for a deposit gets the
 * Ley 820 note.
 */
import { type ComponentProps, type ReactNode, useState } from 'react'
import { useT } from '~/lib/i18n'
import { TextField } from '../../ui/field'
import { Panel } from '../page-header'
import { FeatureTicks } from './features-fields'
import { HOME_TYPE_SLUGS, RENTAL_DOCUMENTS, RENTAL_GUARANTEES, type RentalGuarantee } from '#core/listings/browser'

type FeatureOption = { id: string; name: string; slug: string }

interface Props {
  /** Ticked guarantees and documents, and the term, as the form last had them. */
  guarantees: string[]
  documents: string[]
  minTermMonths: string
  errors: Record<string, string>
  /** The chosen property type's slug (a home gets the deposit note). */
  typeSlug: string | null
  /** The amenities this panel shows (pets allowed, furnished) and the form's ticked amenities. */
  flags: FeatureOption[]
  features: string[]
  onFeature: (id: string, on: boolean) => void
  featureLimitReached: boolean
}

/** The first message of a field or of one of its items (`rental_requirements.documents.0`). */
function errorOf(errors: Record<string, string>, field: string): string | undefined {
  const key = Object.keys(errors).find((k) => k === field || k.startsWith(`${field}.`))
  return key ? errors[key] : undefined
}

const box =
  'size-5 shrink-0 accent-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

const tickLabel = 'flex min-h-8 items-center gap-2 text-sm text-ink-900'

function Tick({ label, ...input }: ComponentProps<'input'> & { label: string }) {
  return (
    <label className={tickLabel}>
      <input type="checkbox" className={box} {...input} />
      {label}
    </label>
  )
}

/**
 * A group of check boxes with its legend, hint and error (`id`-hint, `id`-error): the error
 * marks every box invalid and is what the group's description reads, else the hint.
 */
function TickGroup({
  id,
  name,
  legend,
  hint,
  error,
  listClassName,
  ticks,
  children,
}: {
  id: string
  name: string
  legend: string
  hint?: string
  error: string | undefined
  listClassName: string
  ticks: (ComponentProps<'input'> & { value: string; label: string })[]
  children?: ReactNode
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className="text-sm font-bold text-ink-900">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink">
          {hint}
        </p>
      )}
      <div className={`mt-2 ${listClassName}`}>
        {ticks.map((tick) => (
          <Tick key={tick.value} name={name} aria-invalid={error ? true : undefined} {...tick} />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  )
}

export function RentalRequirementsFields(p: Props) {
  const { t } = useT()
  const [guarantees, setGuarantees] = useState<string[]>(p.guarantees)
  const guaranteesError = errorOf(p.errors, 'rental_requirements.guarantees')
  const documentsError = errorOf(p.errors, 'rental_requirements.documents')
  const asksDeposit = guarantees.includes('deposito') && !!p.typeSlug && HOME_TYPE_SLUGS.includes(p.typeSlug)

  function tick(g: RentalGuarantee, on: boolean) {
    setGuarantees((cur) => {
      if (!on) return cur.filter((x) => x !== g)
      // "Sin garantía" stands alone: ticking it unticks the others, ticking another unticks it.
      if (g === 'none') return ['none']
      return [...cur.filter((x) => x !== 'none'), g]
    })
  }

  return (
    <Panel title={t('admin.properties.section.rental')}>
      <p className="mb-4 text-sm text-ink">{t('admin.properties.rental.intro')}</p>
      <div className="grid gap-5 lg:grid-cols-2">
        <TickGroup
          id="rental-guarantees"
          name="rental_guarantees"
          legend={t('admin.properties.rental.guarantees')}
          hint={t('admin.properties.rental.guarantees_hint')}
          error={guaranteesError}
          listClassName="flex flex-col gap-1"
          ticks={RENTAL_GUARANTEES.map((g) => ({
            value: g,
            label: t(`admin.properties.rental.guarantee.${g}`),
            checked: guarantees.includes(g),
            onChange: (e) => tick(g, e.currentTarget.checked),
          }))}
        >
          {asksDeposit && (
            <p
              role="status"
              className="mt-2 rounded-xl border border-amber-600/40 bg-amber-50 px-3 py-2 text-sm text-amber-950"
              data-testid="deposit-note"
            >
              {t('admin.properties.rental.deposit_note')}
            </p>
          )}
        </TickGroup>
        <TickGroup
          id="rental-documents"
          name="rental_documents"
          legend={t('admin.properties.rental.documents')}
          error={documentsError}
          listClassName="grid gap-x-3 gap-y-1 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
          ticks={RENTAL_DOCUMENTS.map((d) => ({
            value: d,
            label: t(`listing.rental.document.${d}`),
            defaultChecked: p.documents.includes(d),
          }))}
        />
        <TextField
          label={t('admin.properties.rental.min_term_months')}
          name="rental_min_term_months"
          inputMode="numeric"
          defaultValue={p.minTermMonths}
          error={errorOf(p.errors, 'rental_requirements.min_term_months')}
          hint={t('admin.properties.rental.min_term_hint')}
          containerClassName="max-w-xs"
        />
        {p.flags.length > 0 && (
          <fieldset aria-describedby="rental-flags-hint">
            <legend className="text-sm font-bold text-ink-900">{t('admin.properties.rental.flags')}</legend>
            <div className="mt-2 flex flex-col gap-1">
              <FeatureTicks
                items={p.flags}
                features={p.features}
                onFeature={p.onFeature}
                featureLimitReached={p.featureLimitReached}
                labelClassName={tickLabel}
                inputClassName={box}
              />
            </div>
            <p id="rental-flags-hint" className="mt-1 text-sm text-ink">
              {t('admin.properties.rental.flags_hint')}
            </p>
          </fieldset>
        )}
      </div>
    </Panel>
  )
}
