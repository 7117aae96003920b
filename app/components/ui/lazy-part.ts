import { lazy, type ComponentType } from 'react'

/**
 * A part of the page whose code is fetched only when it is about to be used (a dialog's form,
 * a menu's panel): `preload` starts the fetch early (on hover or focus of the control that opens
 * it), `Component` renders it under a Suspense boundary once it is needed.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const preload = () => (loading ??= load())
  return { Component: lazy(preload), preload }
}
