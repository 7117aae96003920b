/**
 * The browser side of favourites and comparison: one small store per page that loads the
 * signed-in visitor's ids once (GET /api/wiauth/visitor/state) and keeps every button in
 * step. Signed-out visitors keep their comparison in the `wi_compare` cookie (opaque ids,
 * one year), which joins their account once they sign in (see useCompareMerge).
 */
import { useEffect, useSyncExternalStore } from 'react'
import { apiFetch } from '~/lib/auth-client'

export const COMPARE_LIMIT = 4
export const LOCAL_COMPARE_COOKIE = 'wi_compare'
export const COMPARE_CHANGED_EVENT = 'wi:compare-changed'

interface State {
  loaded: boolean
  favorites: ReadonlySet<string>
  compare: string[]
}

let state: State = { loaded: false, favorites: new Set(), compare: [] }
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

function set(next: Partial<State>) {
  state = { ...state, ...next }
  listeners.forEach((l) => l())
  if (next.compare && typeof window !== 'undefined')
    window.dispatchEvent(new CustomEvent(COMPARE_CHANGED_EVENT, { detail: next.compare.length }))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const serverState: State = { loaded: false, favorites: new Set(), compare: [] }

export function readLocalCompare(): string[] {
  if (typeof document === 'undefined') return []
  const raw = document.cookie.split('; ').find((c) => c.startsWith(`${LOCAL_COMPARE_COOKIE}=`))
  if (!raw) return []
  return decodeURIComponent(raw.slice(LOCAL_COMPARE_COOKIE.length + 1))
    .split(',')
    .filter((v) => /^[A-Za-z0-9]{8,24}$/.test(v))
    .slice(0, COMPARE_LIMIT)
}

export function writeLocalCompare(ids: string[]) {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  if (ids.length === 0) document.cookie = `${LOCAL_COMPARE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
  else document.cookie = `${LOCAL_COMPARE_COOKIE}=${ids.join(',')}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
}

/** Loads the visitor's ids once per page (again after `reload`). */
export function loadVisitorState(signedIn: boolean, force = false): Promise<void> {
  if (!signedIn) {
    set({ loaded: true, favorites: new Set(), compare: readLocalCompare() })
    return Promise.resolve()
  }
  if (loading && !force) return loading
  loading = apiFetch('/api/wiauth/visitor/state')
    .then(async (res) => {
      if (!res.ok) throw new Error(String(res.status))
      const body = (await res.json()) as { favorites: string[]; compare: string[] }
      set({ loaded: true, favorites: new Set(body.favorites), compare: body.compare })
    })
    .catch(() => set({ loaded: true }))
  return loading
}

export function useVisitorState(signedIn: boolean): State {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  )
  useEffect(() => {
    void loadVisitorState(signedIn)
  }, [signedIn])
  return snapshot
}

export type ToggleResult = 'added' | 'removed' | 'limit' | 'error' | 'sign-in'

async function errorOf(res: Response): Promise<ToggleResult> {
  if (res.status === 422) {
    const body = (await res.json().catch(() => null)) as { errors?: Record<string, string[]> } | null
    if (body?.errors?.property_id) return 'limit'
  }
  return res.status === 401 ? 'sign-in' : 'error'
}

export async function toggleFavorite(signedIn: boolean, id: string): Promise<ToggleResult> {
  if (!signedIn) return 'sign-in'
  const has = state.favorites.has(id)
  try {
    const res = has
      ? await apiFetch(`/api/wiauth/properties/favorites?property_id=${encodeURIComponent(id)}`, { method: 'DELETE' })
      : await apiFetch('/api/wiauth/properties/favorites', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ property_id: id }),
        })
    if (!res.ok && !(has && res.status === 404)) return errorOf(res)
    const next = new Set(state.favorites)
    if (has) next.delete(id)
    else next.add(id)
    set({ favorites: next })
    return has ? 'removed' : 'added'
  } catch {
    return 'error'
  }
}

export async function toggleCompare(signedIn: boolean, id: string): Promise<ToggleResult> {
  const has = state.compare.includes(id)
  if (!signedIn) {
    const current = readLocalCompare()
    if (!has && current.length >= COMPARE_LIMIT) return 'limit'
    const next = has ? current.filter((v) => v !== id) : [...current, id]
    writeLocalCompare(next)
    set({ compare: next })
    return has ? 'removed' : 'added'
  }
  try {
    const res = has
      ? await apiFetch(`/api/wiauth/properties/compare/list?property_id=${encodeURIComponent(id)}`, {
          method: 'DELETE',
        })
      : await apiFetch('/api/wiauth/properties/compare/list', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ property_id: id }),
        })
    if (!res.ok && !(has && res.status === 404)) return errorOf(res)
    set({ compare: has ? state.compare.filter((v) => v !== id) : [...state.compare, id] })
    return has ? 'removed' : 'added'
  } catch {
    return 'error'
  }
}

/** After a change made elsewhere (the header dropdown): the ids now in the comparison. */
export function setCompareIds(ids: string[]) {
  set({ compare: ids })
}

/**
 * Once signed in, moves the comparison kept in the browser into the account (up to the
 * limit) and forgets the local copy. Returns whether anything was sent.
 */
export async function mergeLocalCompare(): Promise<boolean> {
  const local = readLocalCompare()
  if (local.length === 0) return false
  try {
    const res = await apiFetch('/api/wiauth/properties/compare/list/merge', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ property_ids: local }),
    })
    if (!res.ok) return false
    writeLocalCompare([])
    await loadVisitorState(true, true)
    return true
  } catch {
    return false
  }
}
