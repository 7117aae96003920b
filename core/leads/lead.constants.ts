/** A lead's kinds and states, and the longest reply; browser-safe (db/schema builds its columns from them). */
export const LEAD_KINDS = ['catchment', 'agency_message', 'campaign', 'chat', 'visit'] as const
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const

/** The longest reply an agency writes to a lead. */
export const LEAD_REPLY_MAX = 4000
