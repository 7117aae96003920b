/**
 * What signing in and refreshing answer an API client (POST /api/auth/login and
 * /api/auth/token/refresh): the tokens in the JSON body, as the web client also gets them in
 * cookies. The schemas document the answers (OpenAPI `LoginAnswer`, `RefreshAnswer`).
 */
import { z } from 'zod'
import type { IssuedTokens } from './session.service'
import { AccountUserViewSchema, type AccountUserView } from './user.view'

export const LoginAnswerSchema = z
  .object({
    token: z.string(),
    token_ttl: z.number(),
    refresh_token: z.string(),
    strategy: z.string(),
    user: AccountUserViewSchema,
  })
  .meta({ id: 'LoginAnswer' })

export const RefreshAnswerSchema = z
  .object({ access_token: z.string(), token_ttl: z.number(), refresh_token: z.string() })
  .meta({ id: 'RefreshAnswer' })

/** A password sign-in's answer (`strategy` local). */
export function loginAnswer(tokens: IssuedTokens, user: AccountUserView): z.infer<typeof LoginAnswerSchema> {
  return {
    token: tokens.accessToken,
    token_ttl: tokens.tokenTtl,
    refresh_token: tokens.refreshToken,
    strategy: 'local',
    user,
  }
}

export function refreshAnswer(issued: IssuedTokens): z.infer<typeof RefreshAnswerSchema> {
  return { access_token: issued.accessToken, token_ttl: issued.tokenTtl, refresh_token: issued.refreshToken }
}
