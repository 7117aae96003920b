/** The owner's listing form, step by step (issue 33): the steps in order; a sale skips the rental requirements. */
export const OWNER_STEPS = [
  'kind',
  'place',
  'facts',
  'price',
  'requirements',
  'photos',
  'description',
  'contact',
] as const
export type OwnerStep = (typeof OWNER_STEPS)[number]

/** The steps of a listing of this operation. */
export function stepsFor(business: string | undefined): OwnerStep[] {
  return OWNER_STEPS.filter((s) => s !== 'requirements' || business !== 'sale')
}

/** The step after (or, with `by` -1, before) `step`, staying within the listing's steps. */
export function nextStep(step: OwnerStep, business: string | undefined, by: 1 | -1 = 1): OwnerStep {
  const steps = stepsFor(business)
  const at = Math.max(0, steps.indexOf(step))
  return steps[Math.min(steps.length - 1, Math.max(0, at + by))]
}
