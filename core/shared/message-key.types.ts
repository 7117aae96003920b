/**
 * The catalogue keys as a type. The catalogues live in i18n, which core may not import,
 * so i18n registers its keys here by declaration merging (as React Router's `Register`):
 *
 *   declare module '#core/shared/message-key.types' { interface MessageCatalogue { keys: … } }
 *
 * Every program that type-checks core together with app/ (tsc over the repository) then
 * rejects `{ key: 'no.such.key' }`; core alone sees plain strings.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by i18n (declaration merging)
export interface MessageCatalogue {}

export type MessageKey = MessageCatalogue extends { keys: infer K extends string } ? K : string
