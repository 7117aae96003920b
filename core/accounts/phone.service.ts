/**
 * Confirming the account's mobile phone (issue 33): a six-digit code goes by SMS to the number
 * (core/notifications sms.infra.ts, sent at once, not through the outbox: docs/sms.md) and
 * the person types it back within PHONE_CODE_TTL_MINUTES, in at most PHONE_CODE_MAX_ATTEMPTS
 * tries. The account's phone changes only when a code is confirmed: asking for a code for
 * another number leaves a confirmed phone confirmed.
 */
import { AppError, assertNotLimited, logger, validationError, type MessageKey, type ServiceContext } from '#core/shared'
import { sendSms } from '#core/notifications'
import { updateUser } from './account.queries'
import { hashPhoneCode, isSameHash, newPhoneCode } from './phone-code.utils'
import { PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_MINUTES } from './phone.constants'
import type { Executor } from '#db/client'
import {
  consumePhoneCode,
  countPhoneCodeTry,
  deletePhoneCodesExpiredBefore,
  findUnconsumedPhoneCode,
  replacePhoneCode,
} from './phone.queries'
import { phoneAddressLimiter, phoneNumberLimiter } from './phone.rate-limit'
import type { ConfirmPhone, SendPhoneCode } from './phone.schemas'
import { loadSelf } from './profile.service'
import { findGrantRows } from './session.queries'
import { accountUserView } from './user.view'

/** What the door adds to a request for a code: who asks, the SMS text in the visitor's language, the clock. */
export interface PhoneCodeRequest {
  /** The client address, for its rate limit. */
  address: string
  /** The SMS, from the catalogues (core holds no texts): "Tu código de Wi Inmuebles es 123456. …". */
  smsText: (code: string, minutes: number) => string
  now?: Date
}

/** How long a send may wait for the provider before asking the person to try again. */
const NOT_SENT_RETRY_SECONDS = 60

/**
 * Sends a new code to the number (the account's earlier codes end). Counted per number and per
 * client address before anything is sent; a send the provider refuses voids the code and is a 503.
 */
export async function sendPhoneCode(ctx: ServiceContext, input: SendPhoneCode, request: PhoneCodeRequest) {
  const { user } = await loadSelf(ctx)
  const now = request.now ?? new Date()
  assertNotLimited(await phoneNumberLimiter.hit(input.phone), await phoneAddressLimiter.hit(request.address))
  const code = newPhoneCode()
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000)
  const id = await ctx.db.transaction((tx) =>
    replacePhoneCode(tx, {
      userId: user.id,
      phone: input.phone,
      codeHash: hashPhoneCode(user.id, input.phone, code),
      expiresAt,
      now,
    }),
  )
  try {
    await sendSms(input.phone, request.smsText(code, PHONE_CODE_TTL_MINUTES))
  } catch (error) {
    await consumePhoneCode(ctx.db, id, now)
    // The error names the provider's answer, never the text: the code stays out of the logs.
    logger.warn('phone code SMS not sent', { userId: user.id, error })
    throw new AppError('UNAVAILABLE', { key: 'auth.phone.errors.not_sent' }, {}, NOT_SENT_RETRY_SECONDS)
  }
  return { phone: input.phone, expiresAt, expiresInMinutes: PHONE_CODE_TTL_MINUTES }
}

const refused = (key: MessageKey, params?: Record<string, number>) =>
  validationError({ code: [params ? { key, params } : { key }] })

/**
 * Confirms the number of the account's live code: the account's phone becomes that number,
 * confirmed now. Each try is counted before the code is compared; a wrong, expired or used-up
 * code is a 422 on `code`, each with its own message.
 */
export async function confirmPhone(ctx: ServiceContext, input: ConfirmPhone, now = new Date()) {
  const { user } = await loadSelf(ctx)
  const pending = await findUnconsumedPhoneCode(ctx.db, user.id)
  if (!pending) throw refused('auth.phone.errors.no_code')
  if (pending.attempts >= PHONE_CODE_MAX_ATTEMPTS) throw refused('auth.phone.errors.code_void')
  if (pending.expiresAt.getTime() <= now.getTime()) throw refused('auth.phone.errors.code_expired')
  const tries = await countPhoneCodeTry(ctx.db, pending.id, PHONE_CODE_MAX_ATTEMPTS)
  if (tries === undefined) throw refused('auth.phone.errors.code_void')
  if (!isSameHash(pending.codeHash, hashPhoneCode(user.id, pending.phone, input.code))) {
    const left = PHONE_CODE_MAX_ATTEMPTS - tries
    throw left > 0 ? refused('auth.phone.errors.code_wrong', { left }) : refused('auth.phone.errors.code_void')
  }
  const confirmed = await ctx.db.transaction(async (tx) =>
    (await consumePhoneCode(tx, pending.id, now))
      ? updateUser(tx, user.id, { phone: pending.phone, phoneConfirmedAt: now })
      : undefined,
  )
  // A parallel request confirmed (or replaced) the same code first.
  if (!confirmed) throw refused('auth.phone.errors.no_code')
  return accountUserView(confirmed, await findGrantRows(ctx.db, user.id))
}

/** The number waiting for its code, for the account page: null when there is none live. */
export async function findPendingPhone(ctx: ServiceContext, now = new Date()) {
  const { user } = await loadSelf(ctx)
  const pending = await findUnconsumedPhoneCode(ctx.db, user.id)
  if (!pending || pending.attempts >= PHONE_CODE_MAX_ATTEMPTS || pending.expiresAt.getTime() <= now.getTime())
    return null
  return { phone: pending.phone, expiresAt: pending.expiresAt }
}

/** A code is kept a day past its expiry (a late try still reads "expired"), then deleted: the hourly job. */
export async function prunePhoneCodes(db: Executor, now = new Date()): Promise<number> {
  return deletePhoneCodesExpiredBefore(db, new Date(now.getTime() - 86_400_000))
}
