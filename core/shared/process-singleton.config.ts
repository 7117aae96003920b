/**
 * One value per name for the whole process.
 *
 * The server (run by tsx) imports our modules once, and React Router's server build (and
 * Vite's SSR loader in development and in the page tests) bundles its own copy of them. A
 * module-level value therefore exists twice. Whatever both copies must share lives here:
 * the database runtime, the rate-limit store, the image-decode slots, the request context
 * key and the read caches (so a clear in one copy clears the other's, and one process
 * holds one set of entries). Anything else stays a plain module value.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const holder = globalThis as unknown as Record<symbol, T | undefined>
  const key = Symbol.for(`wi-inmuebles:${name}`)
  return (holder[key] ??= create())
}
