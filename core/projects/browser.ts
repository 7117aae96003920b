// What the browser may use of core/projects (index.ts re-exports it): the payment plan's settings.
export { DOWN_PAYMENT_PERCENT, PLAN_YEARS, SUBSIDIES, SUBSIDY_SMMLV } from './payment-plan.constants'
