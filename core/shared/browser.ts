// What the browser may use of core/shared: constants, rules and views without I/O (index.ts re-exports them).
export { PERMISSIONS } from './actor.constants'
export type { Actor, ActorGrant, Permission, RoleName } from './actor.constants'
export {
  AppError,
  UNAVAILABLE_RETRY_SECONDS,
  badRequest,
  forbidden,
  gone,
  isAppError,
  isDatabaseUnavailable,
  notFound,
  tooLarge,
  unauthenticated,
  unavailable,
  unsupportedMediaType,
  validationError,
} from './app.errors'
export type { FieldErrors, MessageRef } from './app.errors'
export type { ServiceContext } from './context.types'
export type { MessageKey } from './message-key.types'
export { isValidNit } from './nit.rules'
export { canEditPublication, publicationTarget, publicationValues } from './publication.rules'
export { bogotaDay } from './dates.utils'
export { formatCop, shortDescription, slugify } from './text.utils'
export { processSingleton } from './process-singleton.config'
export { CONSENT_POLICY } from './consent.constants'
