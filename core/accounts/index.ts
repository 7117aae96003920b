// The public surface of core/accounts: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export { verifyAccessToken } from './access-token.infra'
export {
  ChangePasswordSchema,
  ConfirmEmailSchema,
  EmailSchema,
  ForgotPasswordSchema,
  LoginSchema,
  NewPasswordSchema,
  ProfileSchema,
  RegisterSchema,
  ResendConfirmationSchema,
  ResetPasswordSchema,
} from './account.schemas'
export {
  authCookieNames,
  bearerToken,
  clearedSessionCookies,
  knownBrowserCookie,
  readCookie,
  requestKnownBrowser,
  requestAccessToken,
  requestRefreshToken,
  requestSessionBinding,
  sessionCookies,
} from './auth-cookies.utils'
export {
  API_KEY_PERMISSIONS,
  assertApiKeyRate,
  recordApiKeyUse,
  createApiKey,
  isApiKeyToken,
  listApiKeys,
  revokeApiKey,
} from './api-key.service'
export type { ApiKeyView } from './api-key.service'
export {
  AccountSessionSchema,
  EndedSessionsAnswerSchema,
  accountSessionAnswer,
  endedSessionsAnswer,
} from './account-session.view'
export { ApiKeyCreateBodySchema, ApiKeyCreatedSchema, ApiKeySchema, apiKeyAnswer } from './api-key.view'
export { deliverAccountEmailRequest } from './account-email.service'
export { AVATAR_MAX_BYTES } from './avatar.service'
export { enabledProviders } from './oauth-providers.config'
export { finishOAuth, oauthFailure, startOAuth, statesMatch } from './oauth.service'
export { hashPassword } from './password.infra'
export {
  changePassword,
  getAccount,
  listMySessions,
  removePhoto,
  signOutOtherSessions,
  signOutSession,
  updatePhoto,
  updateProfile,
} from './profile.service'
export { ConfirmPhoneSchema, SendPhoneCodeSchema } from './phone.schemas'
export { confirmPhone, findPendingPhone, prunePhoneCodes, sendPhoneCode } from './phone.service'
export { PhoneCodeSentSchema, phoneCodeSentView } from './phone.view'
export { isResetTokenUsable, requestPasswordReset, resetPassword } from './recovery.service'
export { confirmEmail, registerAccount, resendConfirmation } from './registration.service'
export { resolveActor } from './resolve-actor.service'
export type { SessionActor } from './resolve-actor.service'
export { endOtherSessions, endSession, endSessionOfRefreshToken, hashToken, refreshSession } from './session.service'
export type { IssuedTokens } from './session.service'
export { signInWithPassword } from './sign-in.service'
export { signingKey } from './signing-key.config'
export { readRecordLinkToken, recordLinkToken } from './record-link-token.utils'
export { accountUserView, AccountUserViewSchema } from './user.view'
export type { AccountUserView } from './user.view'
export { LoginAnswerSchema, loginAnswer, RefreshAnswerSchema, refreshAnswer } from './session-answers.view'
