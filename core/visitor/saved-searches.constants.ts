/** How often a saved search e-mails new or re-priced matches; browser-safe (db/schema builds its column from it). */
export const ALERT_FREQUENCIES = ['immediately', 'daily', 'weekly', 'never'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]
