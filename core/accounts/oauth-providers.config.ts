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

export function providerConfig(name: string): ProviderConfig | null {
  const e = env()
  if (name === 'google' && e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    return {
      name,
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      authUrl: e.GOOGLE_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: e.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
      userInfoUrl: e.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
      scopes: ['openid', 'profile', 'email'],
    }
  }
  if (name === 'facebook' && e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET) {
    return {
      name,
      clientId: e.FACEBOOK_CLIENT_ID,
      clientSecret: e.FACEBOOK_CLIENT_SECRET,
      authUrl: e.FACEBOOK_AUTH_URL ?? 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenUrl: e.FACEBOOK_TOKEN_URL ?? 'https://graph.facebook.com/v19.0/oauth/access_token',
      userInfoUrl:
        e.FACEBOOK_USERINFO_URL ??
        'https://graph.facebook.com/v19.0/me?fields=id,email,first_name,last_name,birthday,picture.type(large)',
      scopes: ['public_profile', 'email', 'user_birthday'],
    }
  }
  return null
}

/** Which sign-in buttons to show. */
export function enabledProviders(): Record<OAuthProvider, boolean> {
  return { google: providerConfig('google') !== null, facebook: providerConfig('facebook') !== null }
}
