/**
 * The publication life cycle listings and projects share (DESIGN §4, ADR 0027): draft → published,
 * unpublished (`off`: a listing's "inactive", a project's "unpublished") and back, soft delete from
 * any status and restore to the status before. Each module names its own statuses and adds its
 * publish rules and permissions.
 */
export type PublicationAction = 'publish' | 'unpublish' | 'republish' | 'delete' | 'restore'
export type PublicationStatus<Off extends string> = 'draft' | 'published' | 'deleted' | Off

/** The status an action leads to from the current one (`off` is the unpublished status), or null when it is not allowed. */
export function publicationTarget<Off extends string>(
  off: Off,
  action: PublicationAction,
  current: PublicationStatus<Off>,
  before: PublicationStatus<Off> | null = null,
): PublicationStatus<Off> | null {
  switch (action) {
    case 'publish':
      return current === 'draft' ? 'published' : null
    case 'unpublish':
      return current === 'published' ? off : null
    case 'republish':
      return current === off ? 'published' : null
    case 'delete':
      return current === 'deleted' ? null : 'deleted'
    case 'restore':
      return current === 'deleted' ? (before && before !== 'deleted' ? before : 'draft') : null
  }
}

/** Edits are possible in every status but deleted (restore first). */
export function canEditPublication(current: string): boolean {
  return current !== 'deleted'
}

/** The columns a status change writes: the new status and the dates and memory of the change. */
export function publicationValues<S extends string>(action: PublicationAction, from: S, to: S, now = new Date()) {
  const values: {
    status: S
    publishedAt?: Date
    unpublishedAt?: Date
    deletedAt?: Date | null
    statusBeforeDelete?: S | null
  } = { status: to }
  if (to === 'published') values.publishedAt = now
  if (action === 'unpublish') values.unpublishedAt = now
  if (to === 'deleted') {
    values.deletedAt = now
    values.statusBeforeDelete = from
  }
  if (action === 'restore') {
    values.deletedAt = null
    values.statusBeforeDelete = null
  }
  return values
}
