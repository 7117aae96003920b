/** Why an owner closed a listing (properties.closed_as): the schema's list; browser-safe. */
export { CLOSED_AS } from '#db/schema/column-values'
