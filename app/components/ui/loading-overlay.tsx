/** Covers the page while the pending-load counter is above 0 (spec §2, layouts). */
import { Spinner } from './button'
import { usePendingLoads } from './activity-store'

export function LoadingOverlay({ label }: { label: string }) {
  const { count } = usePendingLoads()
  if (count <= 0) return null
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[55] flex items-center justify-center bg-white/70 backdrop-blur-[1px]"
    >
      <div className="flex items-center gap-3 rounded-xl bg-white px-5 py-4 font-bold text-ink-900 shadow-xl">
        <Spinner className="size-6 text-ink" />
        {label}
      </div>
    </div>
  )
}
