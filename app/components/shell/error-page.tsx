/**
 * The error page of spec §8: the message (default "Error"); for 404 "This page could not
 * be found" and a link back home. If drawing the page itself fails, a plain fallback with
 * a home link appears instead (ErrorPageGuard).
 */
import { Component, type ReactNode } from 'react'
import { isRouteErrorResponse, Link, useLocation } from 'react-router'
import { hasKey, localeFromPath, translate, type MessageKey } from '#i18n'
import { useT } from '~/lib/i18n'
import { buttonClass } from '../ui/button'

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500
}

/** A message a loader chose (`throw data({ message: 'errors.property_not_found' }, 404)`). */
function errorMessageKey(error: unknown): MessageKey | null {
  if (!isRouteErrorResponse(error)) return null
  const message = (error.data as { message?: unknown } | null)?.message
  return typeof message === 'string' && hasKey(message) ? message : null
}

export function ErrorPage({ error }: { error: unknown }) {
  const { t, href } = useT()
  const status = errorStatus(error)
  // 410: a page that was here and left (a listing withdrawn); said as such, with the way home.
  const gone = status === 410
  const is404 = status === 404 || gone
  const chosen = errorMessageKey(error)
  const title = chosen ? t(chosen) : is404 ? t('errors.page_not_found') : t('errors.generic')
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p aria-hidden="true" className="rounded-2xl bg-brand px-6 py-1 text-6xl font-black text-ink-900 sm:text-7xl">
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-extrabold text-ink-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-ink">
        {gone ? t('shell.error.gone_text') : is404 ? t('shell.error.not_found_text') : t('shell.error.generic_text')}
      </p>
      {is404 && (
        <Link to={href('/')} className={buttonClass('primary', 'md', 'mt-8')}>
          {t('errors.back_home')}
        </Link>
      )}
    </section>
  )
}

/** The last resort: plain markup, no hooks beyond the location. */
export function ErrorFallback() {
  const { pathname } = useLocation()
  const locale = localeFromPath(pathname)
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{translate(locale, 'errors.fallback')}</h1>
      <a className="mt-4 inline-block font-bold underline" href={locale === 'en' ? '/en' : '/'}>
        {translate(locale, 'errors.back_home')}
      </a>
    </section>
  )
}

/** The error page under its guard, with what a route adds below it (similar listings, a way out). */
export function GuardedErrorPage({ error, children }: { error: unknown; children?: ReactNode }) {
  return (
    <ErrorPageGuard>
      <ErrorPage error={error} />
      {children}
    </ErrorPageGuard>
  )
}

/** Shows the fallback when its children (the error page) throw while rendering. */
export class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children
  }
}
