// What the browser may use of core/accounts: constants, rules and views without I/O (index.ts re-exports them).
export type { RequestMeta } from './account.types'
export { PHONE_CODE_LENGTH, PHONE_CODE_TTL_MINUTES } from './phone.constants'
export { readablePhone } from './phone-format.utils'
export { photoUrl } from './photo-url.utils'
export {
  DOCUMENT_TYPES,
  FIRST_PASSWORD_FRESH_MINUTES,
  GENDERS,
  PASSWORD_MAX,
  todayInColombia,
} from './profile.constants'
export { continuationQuery, safeReturnPath } from './return-path.rules'
export type { SignInContinuation } from './return-path.rules'
