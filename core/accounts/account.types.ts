/** What the adapters tell the accounts services about a request. */
export interface RequestMeta {
  ip?: string | null
  userAgent?: string | null
}
