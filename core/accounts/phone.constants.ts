/** The phone confirmation's limits (docs/sms.md), shown by the account page too (no server imports here). */
export const PHONE_CODE_TTL_MINUTES = 10
/** Tries of one code, the right one included; then the code is void. */
export const PHONE_CODE_MAX_ATTEMPTS = 5
export const PHONE_CODE_LENGTH = 6
