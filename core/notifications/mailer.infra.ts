/**
 * E-mail delivery for the outbox (kind 'email'). With SMTP_URL the messages go to that
 * server; without it (the development default) each message is written to DATA_DIR/mail
 * as .eml plus .json and listed on /dev/mailbox, so a newcomer can confirm an account
 * without a mail server. Payload: { to, subject, text, html?, replyTo?, attachments?, icalEvent? },
 * an attachment being { filename, content (text), contentType }, and icalEvent a calendar
 * invitation { method: REQUEST | CANCEL, filename, content } that nodemailer sends inline as
 * text/calendar (calendar clients process it) and attached under its filename.
 */
import fs from 'node:fs'
import path from 'node:path'
import nodemailer, { type Mail } from 'nodemailer'
import { env, type Env } from '#config/env'
import { isLocalDemo } from '#config/deployment'
import { findDevMessage, listDevMessages, newDevMessageId, writeDevMessage } from './dev-outbox.infra'

/** A text attachment (a calendar invitation): kept in the outbox payload as it is. */
export interface EmailAttachment {
  filename: string
  content: string
  contentType: string
}

/** A calendar invitation (nodemailer's `icalEvent`): the inline text/calendar part of the message. */
export interface EmailCalendarEvent {
  method: 'REQUEST' | 'CANCEL'
  filename: string
  content: string
}

export interface EmailMessage {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  attachments?: EmailAttachment[]
  icalEvent?: EmailCalendarEvent
}

/** What the development mailbox keeps: the invitation listed with the attachments. */
export interface StoredMail extends Omit<EmailMessage, 'icalEvent'> {
  id: string
  from: string
  date: string
}

let transport: { key: string; mailer: Mail } | undefined

/**
 * One message takes a minute at most, well inside the outbox's lease (nodemailer's own limits are
 * 2 and 10 minutes); the URL's own `?connectionTimeout=…` settings still win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 30_000 }

function smtpTransport(url: string): Mail {
  if (transport?.key !== url) transport = { key: url, mailer: nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }) }
  return transport.mailer
}

export function mailDir(): string {
  return path.join(env().DATA_DIR_ABS, 'mail')
}

/**
 * The development mailbox exists only on a local demo without a mail server (ADR 0010);
 * the page also answers only loopback clients (app/routes/account/dev-mailbox.tsx).
 */
export function isDevMailboxEnabled(settings: Env = env()): boolean {
  return !settings.SMTP_URL && isLocalDemo(settings)
}

/** Why a deployment without SMTP_URL keeps its e-mails in the outbox instead of writing them anywhere. */
export const NO_MAIL_SERVER =
  'SMTP_URL is not set on a deployment: the e-mail stays in the outbox until a mail server is configured (ADR 0010).'

export function parseEmailPayload(payload: Record<string, unknown>): EmailMessage {
  const { to, subject, text, html, replyTo, attachments, icalEvent } = payload
  if (typeof to !== 'string' || typeof subject !== 'string' || typeof text !== 'string') {
    throw new Error('e-mail payload needs to, subject and text')
  }
  return {
    to,
    subject,
    text,
    html: typeof html === 'string' ? html : undefined,
    replyTo: typeof replyTo === 'string' ? replyTo : undefined,
    ...(attachments !== undefined ? { attachments: parseAttachments(attachments) } : {}),
    ...(icalEvent !== undefined ? { icalEvent: parseCalendarEvent(icalEvent) } : {}),
  }
}

function parseCalendarEvent(value: unknown): EmailCalendarEvent {
  const { method, filename, content } = (value ?? {}) as Record<string, unknown>
  if ((method !== 'REQUEST' && method !== 'CANCEL') || typeof content !== 'string')
    throw new Error('an e-mail calendar event needs method REQUEST or CANCEL and text content')
  if (typeof filename !== 'string' || !/^[\w.-]{1,100}$/.test(filename))
    throw new Error('an e-mail calendar event needs a plain filename')
  return { method, filename, content }
}

/** The Content-Type of an invitation's text/calendar part, as the mailbox shows it. */
const calendarType = (method: EmailCalendarEvent['method']) => `text/calendar; method=${method}; charset=UTF-8`

function parseAttachments(value: unknown): EmailAttachment[] {
  if (!Array.isArray(value)) throw new Error('e-mail attachments must be a list')
  return value.map((item: Record<string, unknown>) => {
    const { filename, content, contentType } = item ?? {}
    // A name that could climb out of a folder or break a header is refused, not cleaned.
    if (typeof filename !== 'string' || !/^[\w.-]{1,100}$/.test(filename) || typeof content !== 'string')
      throw new Error('an e-mail attachment needs a plain filename and text content')
    return {
      filename,
      content,
      contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
    }
  })
}

/** Sends one message now (throws on failure, so the outbox retries it). */
export async function sendEmail(message: EmailMessage): Promise<void> {
  const settings = env()
  const mail = { from: settings.MAIL_FROM, ...message }
  if (settings.SMTP_URL) {
    await smtpTransport(settings.SMTP_URL).sendMail(mail)
    return
  }
  if (!isDevMailboxEnabled()) throw new Error(NO_MAIL_SERVER)
  const dir = mailDir()
  fs.mkdirSync(dir, { recursive: true })
  const id = newDevMessageId()
  const eml = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(mail)
  fs.writeFileSync(path.join(dir, `${id}.eml`), eml.message as Buffer)
  // Kept in the .json too: the mailbox page lists the names and shows a text attachment (an invitation).
  const { attachments, icalEvent, ...rest } = message
  const listed = [
    ...(attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    ...(icalEvent
      ? [{ filename: icalEvent.filename, contentType: calendarType(icalEvent.method), content: icalEvent.content }]
      : []),
  ]
  const stored: StoredMail = {
    id,
    from: settings.MAIL_FROM,
    date: new Date().toISOString(),
    ...rest,
    ...(listed.length ? { attachments: listed } : {}),
  }
  writeDevMessage(dir, id, stored)
}

/** The development mailbox, newest first. */
export function listDevMail(limit = 100): StoredMail[] {
  return listDevMessages<StoredMail>(mailDir(), limit)
}

export function findDevMail(id: string): StoredMail | null {
  return findDevMessage<StoredMail>(mailDir(), id)
}

/** The outbox handler of kind 'email' (registered by server/composition.ts). */
export async function deliverEmailOutboxItem(payload: Record<string, unknown>): Promise<void> {
  await sendEmail(parseEmailPayload(payload))
}
