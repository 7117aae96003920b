/**
 * Links prefetched when idle (spec §9, 2000 ms): once the page is idle, the code of the
 * pages that visible links lead to is fetched with <link rel="modulepreload">, from React
 * Router's route manifest. Only code, never data, and only once per module.
 */
import { matchRoutes } from 'react-router'

interface ManifestRoute {
  module: string
  imports?: string[]
  css?: string[]
}

type RouterWindow = Window & {
  __reactRouterManifest?: { routes: Record<string, ManifestRoute> }
  __reactRouterDataRouter?: { routes: Parameters<typeof matchRoutes>[0] }
}

const done = new Set<string>()
const MAX_LINKS = 16

function addLink(href: string, rel: 'modulepreload' | 'prefetch', as?: string) {
  if (done.has(href) || document.querySelector(`link[href="${CSS.escape(href)}"]`)) return
  done.add(href)
  const link = document.createElement('link')
  link.rel = rel
  link.href = href
  if (as) link.as = as
  document.head.appendChild(link)
}

function inViewport(el: Element) {
  const r = el.getBoundingClientRect()
  return r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth && r.width > 0
}

export function prefetchVisibleLinks() {
  const w = window as RouterWindow
  const manifest = w.__reactRouterManifest
  const router = w.__reactRouterDataRouter
  if (!manifest || !router) return
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return
  const paths = new Set<string>()
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (paths.size >= MAX_LINKS) break
    if (
      a.origin !== location.origin ||
      a.pathname === location.pathname ||
      a.hasAttribute('download') ||
      !inViewport(a)
    )
      continue
    if (a.pathname.startsWith('/api/') || a.pathname.startsWith('/media/')) continue
    paths.add(a.pathname)
  }
  for (const path of paths) {
    for (const match of matchRoutes(router.routes, path) ?? []) {
      const route = manifest.routes[match.route.id ?? '']
      if (!route) continue
      for (const href of [route.module, ...(route.imports ?? [])]) addLink(href, 'modulepreload')
      for (const href of route.css ?? []) addLink(href, 'prefetch', 'style')
    }
  }
}
