/**
 * Access tokens: HS256 JWTs (algorithm pinned on verify) carrying the user (`sub`), the
 * session (`sid`) and a token type, so a token of another kind can never pass as one.
 */
import { jwtVerify, SignJWT } from 'jose'
import { signingKey } from './signing-key.config'

export const TOKEN_ISSUER = 'wi-inmuebles'
export const TOKEN_AUDIENCE = 'wi-inmuebles-api'
export const ACCESS_TOKEN_TYPE = 'access'

export interface AccessClaims {
  userId: number
  sessionId: string
}

export async function signAccessToken(claims: AccessClaims, ttlMinutes: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, token_type: ACCESS_TOKEN_TYPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setSubject(String(claims.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlMinutes}m`)
    .sign(signingKey())
}

/** The claims of a valid access token, or null (bad signature, expired, wrong type…). */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      typ: 'at+jwt',
      requiredClaims: ['exp', 'sub', 'sid'],
    })
    if (payload.token_type !== ACCESS_TOKEN_TYPE) return null
    const userId = Number(payload.sub)
    const sessionId = payload.sid
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string') return null
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return null
    return { userId, sessionId }
  } catch {
    return null
  }
}
