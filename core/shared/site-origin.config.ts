/**
 * The origin of every absolute link the portal writes (e-mails, sitemap, robots, canonical,
 * Open Graph, feeds): PUBLIC_URL, or the local listening address when it is unset. Never
 * the request's Host header, which the client writes (ADR 0010).
 */
import { publicOrigin } from '#config/deployment'
import { runtime } from './runtime.config'

export function siteOrigin(): string {
  return publicOrigin(runtime().env)
}
