import type { ReactNode } from 'react'

/** One titled card of the account page. */
export function AccountSection({
  title,
  intro,
  children,
  id,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  id: string
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink/10 bg-white p-5 shadow-sm sm:p-7">
      <h2 id={id} className="text-xl font-extrabold text-ink-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-ink">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  )
}
