import { type ComponentType, createElement, lazy, Suspense } from 'react'

/**
 * A part of the page that the server draws in full, but whose code the browser fetches only
 * on a page that draws it: the signed-in header tools (not on an anonymous visitor's page), the
 * map view, the empty search's advice. While the code is on its way, React keeps the server's
 * HTML (a Suspense boundary left dehydrated) and hydrates it when the code arrives; a client-side
 * navigation that first shows the part waits for it (navigations are transitions).
 *
 * `server` is the component itself on the server and null in the browser, written at the call as
 * `import.meta.env.SSR ? (await import('./x')).default : null`: the browser build drops that
 * import (ADR 0019), so the part is not in the page's first-load chunks (ADR 0022).
 */
export function deferredPart<P extends object>(
  server: ComponentType<P> | null,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Browser = server ?? lazy(load)
  return function DeferredPart(props: P) {
    return <Suspense fallback={null}>{createElement(Browser, props)}</Suspense>
  }
}
