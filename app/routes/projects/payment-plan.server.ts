/**
 * The payment plan submitted before the page's scripts run (or without them): the form is a GET
 * to the project page, and the page answers it as the API would, with the plan or the message of
 * each wrong field in the page's language, and what was typed kept in the form.
 */
import { getPaymentPlan, PaymentPlanQuerySchema, type PaymentPlanView } from '#core/projects'
import { parseInput } from '#core/shared'
import type { Locale } from '#i18n'
import { anonymousContext } from '#web/context'
import { asAppError, errorAnswer } from '#web/errors'

const FIELDS = ['unit_type_id', 'down_payment_percent', 'years', 'product', 'subsidy'] as const

export interface SubmittedPaymentPlan {
  values: Record<string, string>
  plan: PaymentPlanView | null
  errors: Record<string, string[]>
}

/** The answer to a payment plan in the page's address, or null when none was submitted. */
export async function submittedPaymentPlan(locale: Locale, id: number, url: URL): Promise<SubmittedPaymentPlan | null> {
  if (!url.searchParams.has('unit_type_id')) return null
  const values = Object.fromEntries(FIELDS.map((f) => [f, url.searchParams.get(f) ?? '']))
  try {
    const query = parseInput(PaymentPlanQuerySchema, values)
    return { values, plan: await getPaymentPlan(anonymousContext(locale), { id, ...query }), errors: {} }
  } catch (error) {
    if (asAppError(error)?.code !== 'VALIDATION') throw error
    return { values, plan: null, errors: errorAnswer(error, locale).errors }
  }
}
