/**
 * The only part of the installable app in the first load (a few hundred bytes): once the
 * page is idle (at most 2000 ms after hydration) it loads the rest — service worker
 * registration, install banner, network state, update prompt, push bell and chat button —
 * as a separate chunk, so none of it delays the first paint or counts against the budget.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { withAllTexts } from '#i18n/load'
import { whenIdle } from './resilience'

// Offline before it arrives, the page goes on without it (a failed import rendered the error
// page in its place); the next page load tries again.
const Nothing: ComponentType = () => null
// Its push bell and chat button are drawn only in the browser: the language's whole catalogue
// comes with it (ADR 0023), and without the catalogue it still comes.
const PwaClient = lazy<ComponentType>(() =>
  withAllTexts(import('./pwa-client'), { textsOptional: true }).catch(() => ({ default: Nothing })),
)

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
