/**
 * Where the project page mounts the payment plan simulator (issue 32 point 3), built apart as
 * `payment-plan.tsx` with props `{ projectId, unitTypes, vis, vip }`. Until it is wired here
 * (lazily, as `lazyPart(() => import('./payment-plan'))` so its code stays out of the first
 * load), the slot draws nothing.
 */
import type { PublicProjectView } from '#core/projects'

export interface PaymentPlanSlotProps {
  projectId: string
  unitTypes: PublicProjectView['unit_types']
  vis: boolean
  vip: boolean
}

export function PaymentPlanSlot(_props: PaymentPlanSlotProps): null {
  return null
}
