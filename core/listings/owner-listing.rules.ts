/**
 * What an owner may do with one of their listings in its status (issue 33), for the panel's
 * buttons and the services alike: the panel shows a button exactly when the server accepts it.
 */
import type { ClosedAs, PropertyStatus } from '#db/schema/column-values'

export type OwnerAction = 'edit' | 'publish' | 'republish' | 'pause' | 'close'

export interface OwnerActionState {
  status: PropertyStatus
  publishedAt: Date | null
  closedAs: ClosedAs | null
}

export function ownerActions({ status, publishedAt, closedAs }: OwnerActionState): OwnerAction[] {
  const publishedBefore = publishedAt !== null
  const actions: OwnerAction[] = status === 'deleted' ? [] : ['edit']
  if (status === 'draft' || status === 'rejected' || (status === 'inactive' && !publishedBefore))
    actions.push('publish')
  // A listing marked rented or sold may come back (let again, the sale fell through).
  if (status === 'inactive' && publishedBefore) actions.push('republish')
  if (status === 'published') actions.push('pause')
  if (closedAs === null && (status === 'published' || status === 'inactive' || status === 'in_review'))
    actions.push('close')
  return actions
}

/** Whether the rule allows the action (the services' check, the same as the panel's buttons). */
export const ownerMay = (state: OwnerActionState, action: OwnerAction): boolean => ownerActions(state).includes(action)
