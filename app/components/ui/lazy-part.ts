import { lazy, useState, type ComponentType } from 'react'
import { withAllTexts } from '#i18n/load'
import { useT } from '~/lib/i18n'
import { useToast } from './toast'

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

/**
 * Opening a dialog or drawer that is a `lazyPart`: `show` fetches its code and then opens it;
 * `opened` stays true once it has been shown, so the part stays mounted and closes in place.
 * If the code cannot be fetched, online the chunk guard reloads the page once
 * (app/components/pwa/resilience.ts); offline, or reloaded a moment ago, a toast says so.
 */
export function useLazyOpen(preload: () => Promise<unknown>) {
  const { t } = useT()
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const show = () =>
    preload().then(
      () => {
        setOpen(true)
        setOpened(true)
      },
      () => {
        const reloading = !window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
        if (!reloading) toast.error(t('errors.load_data'))
      },
    )
  /** For hover, focus and touch of the control: start the fetch, say nothing if it fails. */
  const warm = () => void preload().catch(() => {})
  return { open, opened, show, warm, setOpen }
}
