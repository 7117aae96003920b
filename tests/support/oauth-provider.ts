/**
 * A small OAuth 2.0 / OpenID Connect provider for tests (node:http + jose): /authorize
 * approves at once as the configured person and redirects back with a code, /token checks
 * the client secret, redirect URI and the PKCE verifier (S256) and answers an access token
 * and a signed id_token, /userinfo answers the person (Google or Facebook field names).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHash, randomBytes } from 'node:crypto'
import { SignJWT } from 'jose'

export interface Person {
  sub: string
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
  birthday?: string
}

interface Grant {
  clientId: string
  redirectUri: string
  challenge: string
  person: Person
}

export async function startOAuthProvider(options: {
  clientId: string
  clientSecret: string
  style?: 'google' | 'facebook'
}) {
  const style = options.style ?? 'google'
  const key = new TextEncoder().encode(randomBytes(32).toString('hex'))
  const codes = new Map<string, Grant>()
  const tokens = new Map<string, Person>()
  const seen = { authorize: [] as URL[], tokenRequests: 0 }
  let person: Person = {
    sub: 'sub-1',
    email: 'persona@example.test',
    email_verified: true,
    given_name: 'Persona',
    family_name: 'Prueba',
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://provider')
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers })
      res.end(JSON.stringify(body))
    }
    if (url.pathname === '/authorize') {
      seen.authorize.push(url)
      const q = url.searchParams
      if (q.get('client_id') !== options.clientId || q.get('response_type') !== 'code')
        return send(400, { error: 'invalid_request' })
      if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge') || !q.get('state'))
        return send(400, { error: 'pkce_required' })
      const code = randomBytes(16).toString('hex')
      codes.set(code, {
        clientId: options.clientId,
        redirectUri: q.get('redirect_uri') ?? '',
        challenge: q.get('code_challenge')!,
        person,
      })
      const back = new URL(q.get('redirect_uri')!)
      back.searchParams.set('code', code)
      back.searchParams.set('state', q.get('state')!)
      res.writeHead(302, { location: back.toString() })
      return res.end()
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      seen.tokenRequests++
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      const grant = codes.get(form.get('code') ?? '')
      codes.delete(form.get('code') ?? '')
      if (!grant || form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret)
        return send(400, { error: 'invalid_grant' })
      if (form.get('redirect_uri') !== grant.redirectUri) return send(400, { error: 'invalid_grant' })
      const verifier = form.get('code_verifier') ?? ''
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge)
        return send(400, { error: 'invalid_grant' })
      const accessToken = randomBytes(16).toString('hex')
      tokens.set(accessToken, grant.person)
      const idToken = await new SignJWT({ email: grant.person.email, email_verified: grant.person.email_verified })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(grant.person.sub)
        .setAudience(options.clientId)
        .setIssuer('http://provider')
        .setExpirationTime('5m')
        .sign(key)
      return send(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, id_token: idToken })
    }
    if (url.pathname === '/userinfo') {
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? ''
      const who = tokens.get(token)
      if (!who) return send(401, { error: 'invalid_token' })
      if (style === 'facebook') {
        return send(200, {
          id: who.sub,
          email: who.email,
          first_name: who.given_name,
          last_name: who.family_name,
          birthday: who.birthday,
        })
      }
      return send(200, {
        sub: who.sub,
        email: who.email,
        email_verified: who.email_verified,
        given_name: who.given_name,
        family_name: who.family_name,
      })
    }
    send(404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    authUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    userInfoUrl: `${base}/userinfo`,
    seen,
    /** Who the next /authorize signs in as. */
    setPerson(next: Person) {
      person = next
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
