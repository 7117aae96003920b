import type { ReactNode } from 'react'
import { TitledSection } from '~/components/ui/titled-section'

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
    <TitledSection id={id} title={title} className="rounded-2xl border border-ink/10 bg-white p-5 shadow-sm sm:p-7">
      {intro && <p className="mt-1 text-sm text-ink">{intro}</p>}
      <div className="mt-5">{children}</div>
    </TitledSection>
  )
}
