/**
 * The payment plan simulator of a project page (issue 32 point 3): a form (unit type, cuota
 * inicial, years, credit or leasing, subsidy for VIS/VIP projects) whose results come from
 * GET /api/projects/{id}/payment-plan, so the arithmetic stays in core/projects. Self-contained
 * and small: the page loads it lazily.
 */
import { type FormEvent, useId, useState } from 'react'
import { PRODUCTS } from '#core/mortgage/browser'
import { DOWN_PAYMENT_PERCENT, PLAN_YEARS, SUBSIDIES, SUBSIDY_SMMLV } from '#core/projects/browser'
import type { PaymentPlanView } from '#core/projects'
import { formatCop } from '#core/shared/browser'
import { useBrowserTexts, useT } from '~/lib/i18n'
import { Button } from '../ui/button'
import { Select, TextField } from '../ui/field'

export interface PaymentPlanProps {
  projectId: string
  unitTypes: readonly { id: string; name: string; price_from: number | null }[]
  vis: boolean
  vip: boolean
  /** What the server answered to the form submitted before the scripts ran (a GET to the page). */
  submitted?: { values: Record<string, string>; plan: PaymentPlanView | null; errors: Record<string, string[]> } | null
}

// The results' texts, drawn only after an answer: the page carries them from the start (ADR 0023).
const RESULT_TEXTS = [
  'projects.payment_plan.loading',
  'projects.payment_plan.failed',
  'projects.payment_plan.separation',
  'projects.payment_plan.down_payment',
  'projects.payment_plan.subsidy_amount',
  'projects.payment_plan.no_subsidy',
  'projects.payment_plan.monthly_instalment',
  'projects.payment_plan.months',
  'projects.payment_plan.financed',
  'projects.payment_plan.monthly_payment',
  'projects.payment_plan.monthly_payment_hint',
  'projects.payment_plan.note',
] as const

const NUMBER_FIELDS = [
  ['down_payment_percent', DOWN_PAYMENT_PERCENT, 'projects.payment_plan.down_payment_hint'],
  ['years', PLAN_YEARS, 'projects.payment_plan.years_hint'],
] as const

/** The section's anchor: a form submitted before the scripts ran comes back to it. */
const ANCHOR = 'plan-de-pagos'

type Answer = { data?: PaymentPlanView; message?: string; errors?: Record<string, string[]> }

export function PaymentPlan({ projectId, unitTypes, vis, vip, submitted }: PaymentPlanProps) {
  const { t, locale } = useT()
  useBrowserTexts(RESULT_TEXTS)
  const titleId = useId()
  const priced = unitTypes.filter((u) => u.price_from != null)
  const [plan, setPlan] = useState<PaymentPlanView | null>(submitted?.plan ?? null)
  const [errors, setErrors] = useState<Record<string, string[]>>(submitted?.errors ?? {})
  const [failed, setFailed] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!priced.length) return null

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const query = new URLSearchParams([...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)]))
    setBusy(true)
    try {
      const res = await fetch(`/api/projects/${encodeURIComponent(projectId)}/payment-plan?${query}`, {
        headers: { accept: 'application/json', 'accept-language': locale },
      })
      const body = (await res.json()) as Answer
      setErrors(body.errors ?? {})
      setPlan(body.data ?? null)
      setFailed(res.ok || body.errors ? null : (body.message ?? t('projects.payment_plan.failed')))
    } catch {
      setFailed(t('projects.payment_plan.failed'))
    } finally {
      setBusy(false)
    }
  }

  const error = (name: string) => errors[name]?.[0]
  const typed = (name: string) => submitted?.values[name] || undefined
  const number = (value: number) => new Intl.NumberFormat(locale === 'en' ? 'en' : 'es-CO').format(value)
  const rows: [string, string, string?][] = plan
    ? [
        [t('projects.payment_plan.separation'), formatCop(plan.separation)],
        [t('projects.payment_plan.down_payment'), `${formatCop(plan.down_payment)} (${plan.down_payment_percent} %)`],
        ...(vis || vip
          ? [[t('projects.payment_plan.subsidy_amount'), formatCop(plan.subsidy_amount)] as [string, string]]
          : []),
        [
          t('projects.payment_plan.monthly_instalment'),
          formatCop(plan.monthly_instalment),
          t('projects.payment_plan.months', { n: plan.months_to_delivery }),
        ],
        [t('projects.payment_plan.financed'), formatCop(plan.financed)],
        [
          t('projects.payment_plan.monthly_payment'),
          formatCop(plan.monthly_payment),
          t('projects.payment_plan.monthly_payment_hint', { years: plan.years, rate: number(plan.annual_rate) }),
        ],
      ]
    : []

  return (
    <section id={ANCHOR} aria-labelledby={titleId} className="flex scroll-mt-20 flex-col gap-4">
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {t('projects.payment_plan.title')}
      </h2>
      <form
        method="get"
        action={`#${ANCHOR}`}
        onSubmit={submit}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        data-testid="payment-plan-form"
      >
        <Select
          name="unit_type_id"
          defaultValue={typed('unit_type_id')}
          label={t('projects.payment_plan.unit_type')}
          error={error('unit_type_id')}
          options={priced.map((u) => ({
            value: u.id,
            label: t('projects.payment_plan.unit_type_option', { name: u.name, price: formatCop(u.price_from!) }),
          }))}
        />
        {NUMBER_FIELDS.map(([name, range, hint]) => (
          <TextField
            key={name}
            name={name}
            type="number"
            inputMode="numeric"
            min={range.min}
            max={range.max}
            step={1}
            defaultValue={typed(name) ?? range.default}
            label={t(`projects.payment_plan.${name}`)}
            hint={t(hint, { min: range.min, max: range.max })}
            error={error(name)}
          />
        ))}
        <Select
          name="product"
          defaultValue={typed('product')}
          label={t('projects.payment_plan.product')}
          error={error('product')}
          options={PRODUCTS.map((value) => ({ value, label: t(`projects.payment_plan.product_${value}`) }))}
        />
        {(vis || vip) && (
          <Select
            name="subsidy"
            defaultValue={typed('subsidy')}
            label={t('projects.payment_plan.subsidy')}
            hint={t('projects.payment_plan.subsidy_hint')}
            error={error('subsidy')}
            containerClassName="sm:col-span-2"
            options={SUBSIDIES.map((value) => ({
              value,
              label: t(`projects.payment_plan.subsidy_${value}`, { smmlv: SUBSIDY_SMMLV[value] }),
            }))}
          />
        )}
        <Button type="submit" disabled={busy} className="sm:col-span-2 sm:justify-self-start">
          {busy ? t('projects.payment_plan.loading') : t('projects.payment_plan.submit')}
        </Button>
      </form>
      <div aria-live="polite" className="flex flex-col gap-3">
        {failed && <p className="text-sm font-semibold text-red-700">{failed}</p>}
        {plan && (
          <>
            <dl className="grid gap-3 sm:grid-cols-2" data-testid="payment-plan-results">
              {rows.map(([label, value, hint]) => (
                <div key={label} className="rounded-xl bg-ink/5 p-3">
                  <dt className="text-sm text-ink">{label}</dt>
                  <dd className="text-lg font-bold text-ink-900">{value}</dd>
                  {hint && <dd className="text-sm text-ink">{hint}</dd>}
                </div>
              ))}
            </dl>
            {(vis || vip) && plan.subsidy !== 'none' && plan.subsidy_amount === 0 && (
              <p className="text-sm text-ink">{t('projects.payment_plan.no_subsidy')}</p>
            )}
            <p className="text-sm text-ink">{t('projects.payment_plan.note')}</p>
          </>
        )}
      </div>
    </section>
  )
}
