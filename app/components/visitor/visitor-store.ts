/**
 * The browser side of favourites and comparison, of listings and of projects (never mixed):
 * one small store per page that loads the signed-in visitor's ids once (GET
 * /api/wiauth/visitor/state) and keeps every button in step. Signed-out visitors keep their
 * comparisons in cookies of opaque ids (`wi_compare` for listings, `wi_compare_projects` for
 * projects; one year), which join their account once they sign in (mergeLocalCompare).
 */
import { useEffect, useSyncExternalStore } from 'react'
import { apiFetch } from '~/lib/auth-client'

export const COMPARE_LIMIT = 4
export const COMPARE_CHANGED_EVENT = 'wi:compare-changed'

/** What a visitor keeps: listings (`property`) or new-homes projects (`project`). */
export type ItemKind = 'property' | 'project'

/** Each kind's API, id field, browser cookie and place in the state. */
const KINDS = {
  property: {
    api: '/api/wiauth/properties',
    field: 'property_id',
    cookie: 'wi_compare',
    fav: 'favorites',
    cmp: 'compare',
  },
  project: {
    api: '/api/wiauth/projects',
    field: 'project_id',
    cookie: 'wi_compare_projects',
    fav: 'projectFavorites',
    cmp: 'projectCompare',
  },
} as const

interface State {
  loaded: boolean
  favorites: ReadonlySet<string>
  compare: string[]
  projectFavorites: ReadonlySet<string>
  projectCompare: string[]
}

const emptyState: State = {
  loaded: false,
  favorites: new Set(),
  compare: [],
  projectFavorites: new Set(),
  projectCompare: [],
}
let state: State = emptyState
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

function set(next: Partial<State>) {
  state = { ...state, ...next }
  listeners.forEach((l) => l())
  // The header's comparison counter is the listings'.
  if (next.compare && typeof window !== 'undefined')
    window.dispatchEvent(new CustomEvent(COMPARE_CHANGED_EVENT, { detail: next.compare.length }))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The favourites and comparison of one kind in a state. */
export function listsOf(s: State, kind: ItemKind): { favorites: ReadonlySet<string>; compare: string[] } {
  return { favorites: s[KINDS[kind].fav], compare: s[KINDS[kind].cmp] }
}

export function readLocalCompare(kind: ItemKind = 'property'): string[] {
  if (typeof document === 'undefined') return []
  const cookie = KINDS[kind].cookie
  const raw = document.cookie.split('; ').find((c) => c.startsWith(`${cookie}=`))
  if (!raw) return []
  return decodeURIComponent(raw.slice(cookie.length + 1))
    .split(',')
    .filter((v) => /^[A-Za-z0-9]{8,24}$/.test(v))
    .slice(0, COMPARE_LIMIT)
}

function writeLocalCompare(ids: string[], kind: ItemKind) {
  const cookie = KINDS[kind].cookie
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  if (ids.length === 0) document.cookie = `${cookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
  else document.cookie = `${cookie}=${ids.join(',')}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
}

/** Loads the visitor's ids once per page (again after `reload`). */
export function loadVisitorState(signedIn: boolean, force = false): Promise<void> {
  if (!signedIn) {
    set({ loaded: true, compare: readLocalCompare('property'), projectCompare: readLocalCompare('project') })
    return Promise.resolve()
  }
  if (loading && !force) return loading
  loading = apiFetch('/api/wiauth/visitor/state')
    .then(async (res) => {
      if (!res.ok) throw new Error(String(res.status))
      const body = (await res.json()) as {
        favorites: string[]
        compare: string[]
        project_favorites: string[]
        project_compare: string[]
      }
      set({
        loaded: true,
        favorites: new Set(body.favorites),
        compare: body.compare,
        projectFavorites: new Set(body.project_favorites),
        projectCompare: body.project_compare,
      })
    })
    .catch(() => set({ loaded: true }))
  return loading
}

export function useVisitorState(signedIn: boolean): State {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => state,
    () => emptyState,
  )
  useEffect(() => {
    void loadVisitorState(signedIn)
  }, [signedIn])
  return snapshot
}

export type ToggleResult = 'added' | 'removed' | 'limit' | 'error' | 'sign-in'

/**
 * The signed-in visitor's lists once loaded: a button pressed before they arrive is decided on
 * them, and their late answer never undoes the change.
 */
async function loadedLists(kind: ItemKind) {
  await loadVisitorState(true)
  return listsOf(state, kind)
}

async function errorOf(res: Response, kind: ItemKind): Promise<ToggleResult> {
  if (res.status === 422) {
    const body = (await res.json().catch(() => null)) as { errors?: Record<string, string[]> } | null
    if (body?.errors?.[KINDS[kind].field]) return 'limit'
  }
  return res.status === 401 ? 'sign-in' : 'error'
}

/** Adds to or removes from the account's list at `path`; whether it was there decides which. */
async function toggleOnServer(kind: ItemKind, path: string, id: string, has: boolean): Promise<ToggleResult | null> {
  const { api, field } = KINDS[kind]
  try {
    const res = has
      ? await apiFetch(`${api}/${path}?${field}=${encodeURIComponent(id)}`, { method: 'DELETE' })
      : await apiFetch(`${api}/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ [field]: id }),
        })
    return !res.ok && !(has && res.status === 404) ? errorOf(res, kind) : null
  } catch {
    return 'error'
  }
}

export async function toggleFavorite(
  signedIn: boolean,
  id: string,
  kind: ItemKind = 'property',
): Promise<ToggleResult> {
  if (!signedIn) return 'sign-in'
  const has = (await loadedLists(kind)).favorites.has(id)
  const failed = await toggleOnServer(kind, 'favorites', id, has)
  if (failed) return failed
  const next = new Set(listsOf(state, kind).favorites)
  if (has) next.delete(id)
  else next.add(id)
  set({ [KINDS[kind].fav]: next })
  return has ? 'removed' : 'added'
}

export async function toggleCompare(signedIn: boolean, id: string, kind: ItemKind = 'property'): Promise<ToggleResult> {
  const current = signedIn ? (await loadedLists(kind)).compare : readLocalCompare(kind)
  const has = current.includes(id)
  if (!signedIn) {
    if (!has && current.length >= COMPARE_LIMIT) return 'limit'
    writeLocalCompare(has ? current.filter((v) => v !== id) : [...current, id], kind)
  } else {
    const failed = await toggleOnServer(kind, 'compare/list', id, has)
    if (failed) return failed
  }
  const now = listsOf(state, kind).compare.filter((v) => v !== id)
  set({ [KINDS[kind].cmp]: has ? now : [...now, id] })
  return has ? 'removed' : 'added'
}

/** After a change made elsewhere (the header dropdown): the listing ids now in the comparison. */
export function setCompareIds(ids: string[]) {
  set({ compare: ids })
}

/**
 * Once signed in, moves the comparisons kept in the browser (of listings, of projects) into
 * the account (up to the limit) and forgets the local copies. Returns whether anything was sent.
 */
export async function mergeLocalCompare(): Promise<boolean> {
  let sent = false
  for (const kind of ['property', 'project'] as const) {
    const local = readLocalCompare(kind)
    if (local.length === 0) continue
    try {
      const res = await apiFetch(`${KINDS[kind].api}/compare/list/merge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ [`${KINDS[kind].field}s`]: local }),
      })
      if (!res.ok) continue
      writeLocalCompare([], kind)
      sent = true
    } catch {
      // kept in the browser for the next page
    }
  }
  if (sent) await loadVisitorState(true, true)
  return sent
}
