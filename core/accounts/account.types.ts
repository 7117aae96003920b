/** What the adapters tell the accounts services about a request. */
export interface RequestMeta {
  ip?: string | null
  userAgent?: string | null
  /** The origin the request came to, for links in e-mails when PUBLIC_URL is unset. */
  origin?: string | null
}
