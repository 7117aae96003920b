/**
 * Google and Facebook sign-in settings. A provider is enabled only when its client id and
 * secret are set; every endpoint can be overridden by env (tests point them at a local
 * OAuth 2.0 / OpenID Connect provider).
 */
import { env } from '#config/env'

export type OAuthProvider = 'google' | 'facebook'

export interface ProviderConfig {
  name: OAuthProvider
  clientId: string
  clientSecret: string
  authUrl: string
  tokenUrl: string
  userInfoUrl: string
  scopes: string[]
}

/** Each provider's env prefix, default endpoints and scopes. */
const PROVIDERS = {
  google: {
    env: 'GOOGLE',
    authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'profile', 'email'],
  },
  facebook: {
    env: 'FACEBOOK',
    authUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userInfoUrl:
      'https://graph.facebook.com/v19.0/me?fields=id,email,first_name,last_name,birthday,picture.type(large)',
    scopes: ['public_profile', 'email', 'user_birthday'],
  },
} as const

export function providerConfig(name: string): ProviderConfig | null {
  if (name !== 'google' && name !== 'facebook') return null
  const p = PROVIDERS[name]
  const e = env()
  const clientId = e[`${p.env}_CLIENT_ID`]
  const clientSecret = e[`${p.env}_CLIENT_SECRET`]
  if (!clientId || !clientSecret) return null
  return {
    name,
    clientId,
    clientSecret,
    authUrl: e[`${p.env}_AUTH_URL`] ?? p.authUrl,
    tokenUrl: e[`${p.env}_TOKEN_URL`] ?? p.tokenUrl,
    userInfoUrl: e[`${p.env}_USERINFO_URL`] ?? p.userInfoUrl,
    scopes: [...p.scopes],
  }
}

/** Which sign-in buttons to show. */
export function enabledProviders(): Record<OAuthProvider, boolean> {
  return { google: providerConfig('google') !== null, facebook: providerConfig('facebook') !== null }
}
