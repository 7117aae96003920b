/**
 * The only part of the installable app in the first load (a few hundred bytes): once the
 * page is idle (at most 2000 ms after hydration) it loads the rest — service worker
 * registration, install banner, network state, update prompt, push bell and chat button —
 * as a separate chunk, so none of it delays the first paint or counts against the budget.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { whenIdle } from './resilience'

const PwaClient = lazy(() => import('./pwa-client'))

export function PwaBoot() {
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdle(() => setReady(true)), [])
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <PwaClient />
    </Suspense>
  )
}
