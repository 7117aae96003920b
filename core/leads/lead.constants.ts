/** A lead's kinds and states (the schema's lists), and the longest reply; browser-safe. */
export { LEAD_STATUSES } from '#db/schema/column-values'

/** The longest reply an agency writes to a lead. */
export const LEAD_REPLY_MAX = 4000
