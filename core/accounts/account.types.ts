/** What the adapters tell the accounts services about a request. */
export interface RequestMeta {
  ip?: string | null
  userAgent?: string | null
  /** The browser's sign-in marks cookie (known-browser.utils.ts), if it sent one. */
  knownBrowser?: string | null
}
