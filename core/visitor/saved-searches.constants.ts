/** How often a saved search e-mails new or re-priced matches: the schema's list; browser-safe. */
export { ALERT_FREQUENCIES, type AlertFrequency } from '#db/schema/column-values'
