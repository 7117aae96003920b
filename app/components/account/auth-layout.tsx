/** The frame of the sign-in family of pages: a narrow card with the title and intro. */
import type { ReactNode } from 'react'
import { localeFromPath, translate, type MessageKey } from '#i18n'
import { cn } from '../ui/cn'

export function AuthCard({
  title,
  intro,
  children,
  footer,
  wide,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  footer?: ReactNode
  wide?: boolean
}) {
  return (
    <div className="bg-brand-50/60 px-4 py-10 sm:py-16">
      <div
        className={cn(
          'mx-auto rounded-2xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8',
          wide ? 'max-w-2xl' : 'max-w-md',
        )}
      >
        <h1 className="text-2xl font-black text-ink-900 sm:text-3xl">{title}</h1>
        {intro && <p className="mt-2 text-ink-900">{intro}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 border-t border-ink/10 pt-5 text-sm text-ink-900">{footer}</div>}
      </div>
    </div>
  )
}

/** A notice above a form: success (polite) or error (assertive). */
export function FormNotice({
  tone,
  children,
  id,
}: {
  tone: 'success' | 'error' | 'info'
  children: ReactNode
  id?: string
}) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'mb-5 rounded-xl px-4 py-3 text-sm font-semibold',
        tone === 'error'
          ? 'border border-red-200 bg-red-50 text-red-800'
          : tone === 'success'
            ? 'border border-green-200 bg-green-50 text-green-900'
            : 'border border-ink/10 bg-ink/5 text-ink-900',
      )}
    >
      {children}
    </div>
  )
}

/** Title and robots tags of the account pages (private pages are not indexed). */
export function authMeta(pathname: string, titleKey: MessageKey) {
  const locale = localeFromPath(pathname)
  return [
    { title: `${translate(locale, titleKey)} · ${translate(locale, 'brand')}` },
    { name: 'robots', content: 'noindex' },
  ]
}
