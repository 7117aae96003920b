/** The listing statuses, in life-cycle order: the schema's list; browser-safe. */
export { PROPERTY_STATUSES } from '#db/schema/column-values'
