// The public surface of core/shared: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export { PublicationDatesSchema, publicationDates } from './publication.view'
export { consentField } from './consent.schemas'
export { isUnsafeText, parseInput, toFieldErrors, unsafeTextError, unsafeTextFields } from './validation.utils'
export { boundedMemo, cacheStats, clearReadCaches, readCache } from './cache.infra'
export { checkDatabase } from './health.service'
export { OPERATIONS, decodeId, decodeOperation, encodeId, encodeOperation } from './ids.utils'
export type { IdKind, Operation } from './ids.utils'
export { briefError, logConnectionLost, logger } from './logger.infra'
export {
  NOT_PUBLIC_CODE,
  allowLocalOriginForTests,
  createPublicLookup,
  isLocalTestOrigin,
  isPublicHostName,
  resolvesPublicly,
} from './public-address.infra'
export { assertNotLimited, createBackoffLimiter, createRateLimiter } from './rate-limit.infra'
export type { RateLimiter, RateRule } from './rate-limit.infra'
export { readsAfterWrite, runtime, setRuntime, siteOrigin } from './runtime.config'
export { opaqueId, optionalOpaqueId } from './id.schemas'
export { OpaqueIdSchema } from './opaque-id.view'
export { snakeCased } from './snake-case.view'
export { PageMetaSchema, pageMetaView, pagedSchema, pagedView } from './page-meta.view'
export { toCsv } from './csv.utils'
export { apiKeyRevoked } from './app.errors'
export { PageNumber, pageOf } from './paging.schemas'
