/**
 * What an owner may do with one of their listings in its status (issue 33), for the panel's
 * buttons and the services alike: the panel shows a button exactly when the server accepts it.
 */
import type { PropertyStatus } from '#db/schema/column-values'

export type OwnerAction = 'edit' | 'publish' | 'republish' | 'pause' | 'close'

export function ownerActions(status: PropertyStatus, publishedBefore: boolean): OwnerAction[] {
  const actions: OwnerAction[] = status === 'deleted' ? [] : ['edit']
  if (status === 'draft' || status === 'rejected' || (status === 'inactive' && !publishedBefore))
    actions.push('publish')
  if (status === 'inactive' && publishedBefore) actions.push('republish')
  if (status === 'published') actions.push('pause')
  if (status === 'published' || status === 'inactive' || status === 'in_review') actions.push('close')
  return actions
}
