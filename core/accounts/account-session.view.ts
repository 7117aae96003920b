/**
 * The signed-in person's sessions as /api/account/sessions answers them (OpenAPI
 * `AccountSession`), and what ending sessions answers: the door's message and how many ended.
 */
import { z } from 'zod'
import type { listMySessions } from './profile.service'

type SessionRow = Awaited<ReturnType<typeof listMySessions>>[number]

export const AccountSessionSchema = z
  .object({
    id: z.string(),
    strategy: z.string(),
    user_agent: z.string().nullable(),
    ip: z.string().nullable(),
    created_at: z.string(),
    last_used_at: z.string(),
    is_current: z.boolean(),
  })
  .meta({ id: 'AccountSession' })

/** Changing the password or signing out the other sessions: the message in the caller's language. */
export const EndedSessionsAnswerSchema = z.object({ message: z.string(), ended_sessions: z.number() })

export function accountSessionAnswer(s: SessionRow): z.output<typeof AccountSessionSchema> {
  return {
    id: s.id,
    strategy: s.strategy,
    user_agent: s.userAgent,
    ip: s.ip,
    created_at: s.createdAt.toISOString(),
    last_used_at: s.lastUsedAt.toISOString(),
    is_current: s.isCurrent,
  }
}

export function endedSessionsAnswer(
  message: string,
  endedSessions: number,
): z.output<typeof EndedSessionsAnswerSchema> {
  return { message, ended_sessions: endedSessions }
}
