/**
 * The resilient client of spec §4/§9, the parts that must run before anything else:
 * - a script chunk that fails to load (a deploy removed it, the network hiccuped) reloads
 *   the page, at most once per 60 s (RELOAD_GUARD_MS) so a broken deploy cannot loop, and
 *   not while the browser is offline (the part that needed it says so instead);
 * - the browser's install offer is kept for the install banner, which loads later;
 * - a button that only the page's scripts can work (type="button"), pressed before they have
 *   run, is pressed again once they have (`replayEarlyClicks`): the scripts come after the
 *   first paint (ADR 0022), and a tap on "Solicitar visita" in between was lost. "Run" means
 *   hydrated with the language's whole catalogue in (ADR 0023): what a button says back (a
 *   toast, an error) is not among the texts the page was drawn with.
 * They run from a tiny inline script in <head> (see `earlyScript`), so they also cover the
 * chunks loaded before hydration.
 */

export const RELOAD_GUARD_MS = 60_000
export const PREFETCH_IDLE_MS = 2000
export const RELOAD_KEY = 'wi.chunkReloadAt'

/**
 * The guards, as the literal source of the inline script (a string, not a function's
 * toString(): server-side transpilers add helpers such as __name that the page lacks).
 * `w` is the window, `key` the session-storage key, `windowMs` the guard.
 */
const GUARDS_SOURCE = `(function (w, key, windowMs) {
  if (w.__wiChunkGuard) return;
  w.__wiChunkGuard = true;
  var chunkError = /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;
  function reloadOnce() {
    if (w.navigator && w.navigator.onLine === false) return false;
    var last = 0, now = Date.now();
    try { last = Number(w.sessionStorage.getItem(key)) || 0; } catch (e) { return false; }
    if (now - last < windowMs) return false;
    try { w.sessionStorage.setItem(key, String(now)); } catch (e) { return false; }
    w.location.reload();
    return true;
  }
  w.addEventListener('vite:preloadError', function (event) { if (reloadOnce()) event.preventDefault(); });
  w.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    if (chunkError.test(String((reason && reason.message) || reason)) && reloadOnce()) event.preventDefault();
  });
  w.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    w.__wiInstall = event;
    w.dispatchEvent(new Event('wi:installable'));
  });
  var early = w.__wiEarlyClicks = [];
  if (w.document) w.document.addEventListener('click', function (event) {
    if (w.__wiReady) return;
    var button = event.target && event.target.closest && event.target.closest('button[type="button"]');
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (early.indexOf(button) < 0) early.push(button);
  }, true);
})`

/** The inline <head> script (needs the page's CSP nonce). */
export function earlyScript(): string {
  return `${GUARDS_SOURCE}(window,${JSON.stringify(RELOAD_KEY)},${RELOAD_GUARD_MS})`
}

/**
 * Once the page is hydrated and its texts are in: the buttons pressed before are pressed
 * again, in order (React kept their elements, so their handlers are now attached).
 */
export function replayEarlyClicks() {
  const w = window as unknown as { __wiReady?: boolean; __wiEarlyClicks?: HTMLElement[] }
  w.__wiReady = true
  for (const button of w.__wiEarlyClicks?.splice(0) ?? []) if (button.isConnected) button.click()
}

/** The same guards applied to any window-like object (tests). */
export function installEarlyGuards(w: unknown, key: string, windowMs: number) {
  ;(new Function(`return ${GUARDS_SOURCE}`)() as (w: unknown, key: string, windowMs: number) => void)(w, key, windowMs)
}

/** Runs `work` when the browser is idle, or after `timeoutMs` at the latest. */
export function whenIdle(work: () => void, timeoutMs = PREFETCH_IDLE_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(work, timeoutMs)
  return () => clearTimeout(id)
}
