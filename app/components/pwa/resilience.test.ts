/** The chunk-load reload guard: at most one reload per 60 s, and never without storage. */
import { afterEach, describe, expect, test, vi } from 'vitest'
import { earlyScript, installEarlyGuards, RELOAD_GUARD_MS, RELOAD_KEY } from './resilience'

type Listener = (event: Event & { reason?: unknown; preventDefault(): void }) => void

function fakeWindow(storageWorks = true) {
  const listeners = new Map<string, Listener[]>()
  const store = new Map<string, string>()
  const w = {
    reloads: 0,
    events: [] as string[],
    addEventListener: (type: string, l: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), l]),
    sessionStorage: {
      getItem: (k: string) => {
        if (!storageWorks) throw new Error('blocked')
        return store.get(k) ?? null
      },
      setItem: (k: string, v: string) => {
        if (!storageWorks) throw new Error('blocked')
        store.set(k, v)
      },
    },
    location: { reload: () => void w.reloads++ },
    dispatchEvent: (e: Event) => {
      w.events.push(e.type)
      return true
    },
    fire(type: string, extra: Record<string, unknown> = {}) {
      let prevented = false
      const event = Object.assign(new Event(type), extra, { preventDefault: () => (prevented = true) })
      for (const l of listeners.get(type) ?? []) l(event as never)
      return prevented
    },
  }
  return w
}

afterEach(() => vi.useRealTimers())

describe('chunk reload guard', () => {
  test('reloads on a failed chunk, then not again within 60 s, then again after', () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const w = fakeWindow()
    installEarlyGuards(w as never, RELOAD_KEY, RELOAD_GUARD_MS)
    expect(w.fire('vite:preloadError')).toBe(true)
    expect(w.reloads).toBe(1)
    vi.setSystemTime(1_000_000 + 59_000)
    w.fire('unhandledrejection', { reason: new TypeError('Failed to fetch dynamically imported module: /assets/x.js') })
    expect(w.reloads).toBe(1)
    vi.setSystemTime(1_000_000 + 61_000)
    w.fire('unhandledrejection', { reason: new TypeError('Importing a module script failed.') })
    expect(w.reloads).toBe(2)
  })

  test('other rejections (a failed API call) never reload', () => {
    const w = fakeWindow()
    installEarlyGuards(w as never, RELOAD_KEY, RELOAD_GUARD_MS)
    w.fire('unhandledrejection', { reason: new TypeError('Failed to fetch') })
    expect(w.reloads).toBe(0)
  })

  test('without session storage the page is not reloaded (a loop could not be stopped)', () => {
    const w = fakeWindow(false)
    installEarlyGuards(w as never, RELOAD_KEY, RELOAD_GUARD_MS)
    expect(w.fire('vite:preloadError')).toBe(false)
    expect(w.reloads).toBe(0)
  })

  test('offline, a failed chunk does not reload the page (the part that needed it says so)', () => {
    const w = Object.assign(fakeWindow(), { navigator: { onLine: false } })
    installEarlyGuards(w as never, RELOAD_KEY, RELOAD_GUARD_MS)
    expect(w.fire('vite:preloadError')).toBe(false)
    expect(w.reloads).toBe(0)
    w.navigator.onLine = true
    expect(w.fire('vite:preloadError')).toBe(true)
    expect(w.reloads).toBe(1)
  })

  test('keeps the install offer for the banner', () => {
    const w = fakeWindow() as ReturnType<typeof fakeWindow> & { __wiInstall?: unknown }
    installEarlyGuards(w as never, RELOAD_KEY, RELOAD_GUARD_MS)
    expect(w.fire('beforeinstallprompt')).toBe(true)
    expect(w.__wiInstall).toBeInstanceOf(Event)
    expect(w.events).toEqual(['wi:installable'])
  })

  test('keeps the buttons pressed before hydration, once each, and lets the rest be', () => {
    const clicks: Array<(event: unknown) => void> = []
    const w = Object.assign(fakeWindow(), {
      document: { addEventListener: (_type: string, listener: (event: unknown) => void) => clicks.push(listener) },
    }) as ReturnType<typeof fakeWindow> & { __wiEarlyClicks?: unknown[]; __wiReady?: boolean }
    installEarlyGuards(w as never, RELOAD_KEY, RELOAD_GUARD_MS)
    const button = { id: 'open-visit' }
    const press = (found: unknown) => {
      let prevented = false
      // Held back from React too (hydrated, it listens on the document after this guard).
      let stopped = false
      const event = {
        target: { closest: () => found },
        preventDefault: () => (prevented = true),
        stopImmediatePropagation: () => (stopped = true),
      }
      for (const listener of clicks) listener(event)
      expect(stopped).toBe(prevented)
      return prevented
    }
    expect(press(button)).toBe(true)
    expect(press(button)).toBe(true)
    expect(press(null)).toBe(false)
    expect(w.__wiEarlyClicks).toEqual([button])
    w.__wiReady = true
    expect(press({ id: 'other' })).toBe(false)
    expect(w.__wiEarlyClicks).toEqual([button])
  })

  test('the inline script is self-contained JavaScript', () => {
    const source = earlyScript()
    expect(source).toContain(String(RELOAD_GUARD_MS))
    expect(() => new Function(source)).not.toThrow()
  })
})
