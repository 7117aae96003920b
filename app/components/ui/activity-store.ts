/**
 * Two tiny counters shared by the whole page, usable from any module (no provider):
 * - pending loads: blocking loads; while above 0 the global loading overlay covers the page;
 * - requests: background fetches (a form sent with fetch, a widget reloading) that drive
 *   the top loading bar together with React Router's navigations and fetchers.
 */
import { useSyncExternalStore } from 'react'

function counter() {
  let value = 0
  let failed = 0
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((l) => l())
  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    get: () => value,
    failures: () => failed,
    /** Starts one unit of work; call the returned function (once) when it ends. */
    begin(): (ok?: boolean) => void {
      value++
      emit()
      let done = false
      return (ok = true) => {
        if (done) return
        done = true
        value--
        if (!ok) failed++
        emit()
      }
    },
  }
}

const pendingLoads = counter()
const requests = counter()

async function track<T>(store: ReturnType<typeof counter>, work: Promise<T>): Promise<T> {
  const end = store.begin()
  try {
    const result = await work
    end(!(result instanceof Response) || result.ok || result.status < 500)
    return result
  } catch (error) {
    end(false)
    throw error
  }
}

const serverZero = () => 0

/** The pending-load counter: `begin()` returns an end function; `track(promise)` wraps one. */
export function usePendingLoads() {
  const count = useSyncExternalStore(pendingLoads.subscribe, pendingLoads.get, serverZero)
  return { count, begin: pendingLoads.begin, track: trackPendingLoad }
}

export function trackPendingLoad<T>(work: Promise<T>): Promise<T> {
  return track(pendingLoads, work)
}

/** Runs the loading bar while a background request is in flight; returns the same promise. */
export function trackRequest<T>(work: Promise<T>): Promise<T> {
  return track(requests, work)
}

export function useRequestActivity() {
  const count = useSyncExternalStore(requests.subscribe, requests.get, serverZero)
  const failures = useSyncExternalStore(requests.subscribe, requests.failures, serverZero)
  return { count, failures }
}
