/** A back-office page's title row with optional actions on the right. */
import type { ReactNode } from 'react'

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode
  subtitle?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold text-ink-900">{title}</h1>
        {subtitle && <p className="mt-1 text-ink">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  )
}

/** A white panel for a block of a back-office page. */
export function Panel({ title, children, className }: { title?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`min-w-0 rounded-2xl border border-ink/10 bg-white p-4 shadow-xs sm:p-5 ${className ?? ''}`}>
      {title && <h2 className="mb-3 text-lg font-bold text-ink-900">{title}</h2>}
      {children}
    </section>
  )
}
