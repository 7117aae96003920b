import { lazy, type ComponentType } from 'react'
import { withAllTexts } from '#i18n/load'

/**
 * A part of the page whose code is fetched only when it is about to be used (a dialog's form,
 * a menu's panel): `preload` starts the fetch early (on hover or focus of the control that opens
 * it) and settles when the code is there; `Component` is rendered only after that, so a fetch
 * that failed (offline) can be tried again instead of breaking the page. The language's whole
 * catalogue comes with it, since a dialog's texts are not among the page's own (ADR 0023).
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const preload = () =>
    (loading ??= withAllTexts(load()).catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  return { Component: lazy(preload), preload }
}
