/**
 * The credit and leasing simulator's form and results. The server renders it inside the
 * listing's "Simulador de crédito" block (a GET form that works without JavaScript); in the
 * browser this module is loaded only when the visitor opens the block (mortgage-section.tsx)
 * and then recomputes on every keystroke with core/mortgage's rules. Keep it free of
 * module-level side effects: the listing page imports it for the server only, and the browser
 * build drops that import only while nothing here runs on import.
 */
import { type ChangeEvent, type ComponentProps, type FormEvent, useEffect, useRef, useState } from 'react'
import {
  changeQuoteField,
  defaultAnnualRatePercent,
  INCOME_SHARE_PERCENT,
  isVisPrice,
  LEGAL_MAX_INCOME_SHARE_PERCENT,
  minDownPaymentPercent,
  parsePesos,
  pesosText,
  PRODUCTS,
  quoteMortgage,
  readQuoteFields,
  VIS_PRICE_CAP,
  type QuoteFieldName,
  type QuoteFields,
} from '#core/mortgage/browser'
import { formatCop, type MessageRef } from '#core/shared/browser'
import { registerMessages } from '#i18n'
import { mortgage as mortgageEn } from '#i18n/en/mortgage'
import { mortgage as mortgageEs } from '#i18n/es-CO/mortgage'
import { useT } from '~/lib/i18n'
import { buttonClass } from '../ui/button'
import { RadioGroup, TextField } from '../ui/field'

/** The simulator's texts for the browser (the server registers every catalogue at start-up). */
export function registerMortgageMessages() {
  registerMessages('es-CO', { mortgage: mortgageEs })
  registerMessages('en', { mortgage: mortgageEn })
}

export interface MortgageSimulatorProps {
  /** The fields to start from: the defaults for the listing's price, or what the visitor submitted. */
  fields: Required<QuoteFields>
  /** The field that had the focus in the server-rendered form this one replaces. */
  focus?: string | null
}

export function MortgageSimulator({ fields: start, focus }: MortgageSimulatorProps) {
  const { t, locale } = useT()
  const [fields, setFields] = useState(start)
  const [isInteractive, setInteractive] = useState(false)
  const form = useRef<HTMLFormElement>(null)

  useEffect(() => {
    setInteractive(true)
    if (focus) form.current?.querySelector<HTMLInputElement>(`[name="${focus}"]`)?.focus()
  }, [focus])

  const reading = readQuoteFields(fields)
  const quote = reading.ok ? quoteMortgage(reading.input) : null
  const errorOf = (name: QuoteFieldName) => {
    const ref: MessageRef | undefined = reading.ok ? undefined : reading.errors[name]?.[0]
    return ref ? t(ref.key, ref.params as Record<string, string | number> | undefined) : null
  }
  const price = parsePesos(fields.price)
  const product = fields.product === 'leasing' ? 'leasing' : 'mortgage'
  const isLeasing = product === 'leasing'
  const percent = (value: number) =>
    new Intl.NumberFormat(locale === 'en' ? 'en' : 'es-CO', { maximumFractionDigits: 2 }).format(value)

  const change = (name: QuoteFieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget
    setFields((current) => changeQuoteField(current, name, value))
  }
  // Amounts get their thousands dots back once the visitor leaves the field.
  const tidy = (name: 'price' | 'down_payment') => () => {
    const amount = parsePesos(fields[name])
    if (amount != null) setFields((current) => ({ ...current, [name]: pesosText(amount) }))
  }
  // No submission once interactive: the results follow every keystroke.
  const submit = (event: FormEvent) => event.preventDefault()

  const downPaymentHint =
    price && quote
      ? t('mortgage.fields.down_payment_hint', {
          percent: percent(quote.downPaymentPercent),
          min: minDownPaymentPercent(price, product),
        })
      : undefined

  const amount = { inputMode: 'numeric', autoComplete: 'off' } as const
  const decimal = { inputMode: 'decimal', autoComplete: 'off' } as const
  const inputs: Array<
    { name: Exclude<QuoteFieldName, 'product'>; id: string; hint?: string } & Partial<ComponentProps<typeof TextField>>
  > = [
    {
      name: 'price',
      id: 'price',
      ...amount,
      onBlur: tidy('price'),
      hint: price && isVisPrice(price) ? t('mortgage.fields.vis_hint', { cap: formatCop(VIS_PRICE_CAP) }) : undefined,
    },
    { name: 'down_payment', id: 'down-payment', ...amount, onBlur: tidy('down_payment'), hint: downPaymentHint },
    {
      name: 'years',
      id: 'years',
      type: 'number',
      min: 5,
      max: 30,
      step: 1,
      inputMode: 'numeric',
      hint: t('mortgage.fields.years_hint'),
    },
    {
      name: 'annual_rate',
      id: 'rate',
      ...decimal,
      hint: price
        ? t('mortgage.fields.annual_rate_hint', { rate: percent(defaultAnnualRatePercent(price, product)) })
        : undefined,
    },
    // Shown by CSS while leasing is chosen, so that it also appears without JavaScript.
    {
      name: 'purchase_option',
      id: 'purchase-option',
      containerClassName: 'hidden group-has-[#mortgage-product-leasing:checked]/sim:flex',
      ...decimal,
      hint: t('mortgage.fields.purchase_option_hint'),
    },
  ]

  return (
    <form
      ref={form}
      method="get"
      action="#simulador"
      noValidate
      onSubmit={submit}
      className="group/sim mt-4 flex flex-col gap-5"
      data-testid="mortgage-form"
      data-interactive={isInteractive || undefined}
    >
      <RadioGroup
        legend={t('mortgage.product.legend')}
        name="product"
        value={product}
        options={PRODUCTS.map((p) => ({ value: p, label: t(`mortgage.product.${p}`) }))}
        onChange={change('product')}
        idPrefix="mortgage-product-"
        legendClassName="text-sm font-bold text-ink-900"
        listClassName="mt-1.5 grid grid-cols-2 gap-1 rounded-xl bg-ink/5 p-1"
        choiceClassName="cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-bold text-ink has-checked:bg-white has-checked:text-ink-900 has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-brand-600"
        inputClassName="sr-only"
      />

      <div className="grid gap-4 sm:grid-cols-2">
        {inputs.map(({ name, id, hint, ...input }) => (
          <TextField
            key={name}
            id={`mortgage-${id}`}
            name={name}
            label={t(`mortgage.fields.${name}`)}
            value={fields[name]}
            onChange={change(name)}
            error={errorOf(name)}
            hint={hint}
            {...input}
          />
        ))}
      </div>

      {/* Without JavaScript the page computes; the live simulator answers as the visitor types. */}
      {!isInteractive && (
        <button type="submit" className={buttonClass('secondary', 'md', 'self-start')}>
          {t('mortgage.submit')}
        </button>
      )}

      <div aria-live="polite" className="rounded-xl bg-brand-50 p-4" data-testid="mortgage-results">
        {quote ? (
          <dl className="grid gap-4 sm:grid-cols-3">
            <Result
              label={t(isLeasing ? 'mortgage.results.monthly_canon' : 'mortgage.results.monthly_payment')}
              value={quote.monthlyPayment}
              testId="mortgage-payment"
              className="text-2xl font-black"
            />
            <Result label={t('mortgage.results.financed')} value={quote.financed} testId="mortgage-financed" />
            <Result
              label={t('mortgage.results.required_income')}
              value={quote.requiredIncome}
              testId="mortgage-income"
            />
            {isLeasing && (
              <Result
                label={t('mortgage.results.purchase_option')}
                value={quote.purchaseOption}
                className="font-extrabold"
                wide
              />
            )}
          </dl>
        ) : (
          <p className="font-semibold text-ink-900">{t('mortgage.results.invalid')}</p>
        )}
      </div>
      {quote && (
        <p className="-mt-2 text-sm text-ink">
          {t('mortgage.results.required_income_hint', {
            share: INCOME_SHARE_PERCENT,
            max: LEGAL_MAX_INCOME_SHARE_PERCENT,
          })}
        </p>
      )}

      {quote && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="mortgage-table">
            <caption className="mb-2 text-left text-base font-extrabold text-ink-900">
              {t('mortgage.table.caption')}
            </caption>
            <thead>
              <tr className="border-b border-ink/20 text-ink">
                <th scope="col" className="py-2 pr-3 font-bold">
                  {t('mortgage.table.years')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-bold">
                  {t(isLeasing ? 'mortgage.results.monthly_canon' : 'mortgage.table.payment')}
                </th>
                <th scope="col" className="py-2 text-right font-bold">
                  {t('mortgage.table.income')}
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {quote.scheduleByTerm.map((row) => (
                <tr
                  key={row.years}
                  className={
                    row.years === quote.years ? 'bg-brand-50 font-bold text-ink-900' : 'border-t border-ink/10'
                  }
                >
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {t('mortgage.table.years_value', { years: row.years })}
                  </th>
                  <td className="py-2 pr-3 text-right">{formatCop(row.monthlyPayment)}</td>
                  <td className="py-2 text-right">{formatCop(row.requiredIncome)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {quote && isLeasing && (
        <p className="text-sm text-ink-900">
          {t('mortgage.leasing_note', { amount: formatCop(quote.purchaseOption) })}
        </p>
      )}
      <p className="text-xs text-ink">{t('mortgage.note')}</p>
    </form>
  )
}

/** One figure of the results. */
function Result({
  label,
  value,
  testId,
  className = 'text-xl font-extrabold',
  wide,
}: {
  label: string
  value: number
  testId?: string
  className?: string
  wide?: boolean
}) {
  return (
    <div className={wide ? 'sm:col-span-3' : undefined}>
      <dt className="text-sm font-bold text-ink">{label}</dt>
      <dd className={`${className} text-ink-900`} data-testid={testId}>
        {formatCop(value)}
      </dd>
    </div>
  )
}
