/**
 * The document: <html lang>, title and tagline, canonical and hreflang links, favicon,
 * theme colour; the providers every page shares (toasts, loading bar and overlay, the
 * cookie banner); and the last-resort error page.
 */
import { useEffect } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { PwaBoot } from './components/pwa/pwa-boot'
import { earlyScript, replayEarlyClicks } from './components/pwa/resilience'
import { CookieBanner } from './components/shell/cookie-banner'
import { GuardedErrorPage } from './components/shell/error-page'
import { HeadLinks } from './components/shell/head-links'
import type { ShellData } from './components/shell/shell-data'
import { loadShellData } from './root.server'
import { LoadingBar } from './components/ui/loading-bar'
import { LoadingOverlay } from './components/ui/loading-overlay'
import { ToastProvider } from './components/ui/toast'
import { translate } from '#i18n'
import { loadAllTexts } from '#i18n/load'
import { htmlLang } from './lib/i18n'
import { requestInfo } from '#web/request-context'
import { pageLocale } from '#web/page-address'

export async function loader({ request, context }: Route.LoaderArgs): Promise<ShellData> {
  return loadShellData(request, requestInfo(context).cspNonce)
}

/** The shell data changes only with the language, or after an action (sign-in, sign-out…). */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  return pageLocale(currentUrl) !== pageLocale(nextUrl)
}

/**
 * A client navigation draws pages with texts the first page was not drawn with: the whole
 * catalogue of the language is there before it does (ADR 0023). Offline, the navigation goes
 * on with what is there.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }) => {
    await loadAllTexts(pageLocale(request)).catch(() => undefined)
  },
]

export function meta({ loaderData, location }: Route.MetaArgs) {
  const locale = pageLocale(location)
  const brand = loaderData?.brand ?? translate(locale, 'brand')
  const description = translate(locale, 'tagline')
  return [
    { title: brand },
    { name: 'description', content: description },
    { property: 'og:site_name', content: brand },
    { property: 'og:title', content: brand },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: locale === 'en' ? 'en_US' : 'es_CO' },
  ]
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const { pathname } = useLocation()
  const locale = pageLocale({ pathname })
  return (
    <html lang={htmlLang(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fecc2d" />
        <meta name="apple-mobile-web-app-title" content="Wi Inmuebles" />
        <meta name="mobile-web-app-capable" content="yes" />
        <script nonce={data?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: earlyScript() }} />
        {/* A React resource (precedence): it goes into <head> ahead of the module preloads, so the
            one render-blocking file is not queued behind two dozen scripts on a slow connection. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
        {data && <HeadLinks origin={data.origin} locale={locale} />}
      </head>
      <body className="min-h-dvh bg-white font-sans text-ink-900 antialiased">
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation()
  const locale = pageLocale({ pathname })
  // The page is interactive: the scripts fetched before this mark are its first-load
  // JavaScript (bench/lighthouse.ts). The rest of the language's texts come next, for what the
  // visitor does (ADR 0023); the buttons pressed before are pressed again once they are in,
  // or once they could not be fetched (offline).
  useEffect(() => {
    performance.mark('wi:hydrated')
    ;(window as unknown as { __wiHydrated?: boolean }).__wiHydrated = true
    void loadAllTexts(locale)
      .catch(() => undefined)
      .finally(replayEarlyClicks)
  }, [locale])
  return (
    <ToastProvider closeLabel={translate(locale, 'toast.close')}>
      <LoadingBar label={translate(locale, 'shell.loading')} />
      <Outlet />
      <LoadingOverlay label={translate(locale, 'shell.loading')} />
      {!loaderData.cookiesAccepted && <CookieBanner />}
      <PwaBoot />
    </ToastProvider>
  )
}

/** Reached only when a layout's own error page could not be drawn, or the root loader failed. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GuardedErrorPage error={error} />
}
