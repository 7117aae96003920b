/**
 * The global loading bar (spec §9): appears only when work lasts longer than the 200 ms
 * throttle, creeps towards the end over 5000 ms, then completes (or turns red when the
 * request failed) and hides 500 ms later. Driven by navigations, fetchers and
 * `trackRequest()`.
 */
import { useEffect, useRef, useState } from 'react'
import { useFetchers, useNavigation } from 'react-router'
import { cn } from './cn'
import { useRequestActivity } from './activity-store'

export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const

type Phase = 'idle' | 'running' | 'done' | 'failed'

export function LoadingBar({ label }: { label: string }) {
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const { count, failures } = useRequestActivity()
  const active = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle') || count > 0

  const [phase, setPhase] = useState<Phase>('idle')
  const [progress, setProgress] = useState(0)
  const failuresAtStart = useRef(failures)

  useEffect(() => {
    if (active) {
      failuresAtStart.current = failures
      const timer = setTimeout(() => {
        setPhase('running')
        setProgress(0)
        // Next frame: start the long transition towards 90 %.
        requestAnimationFrame(() => requestAnimationFrame(() => setProgress(90)))
      }, LOADING_BAR.throttleMs)
      return () => clearTimeout(timer)
    }
    if (phase !== 'running') return
    setPhase(failures > failuresAtStart.current ? 'failed' : 'done')
    setProgress(100)
    const timer = setTimeout(() => {
      setPhase('idle')
      setProgress(0)
    }, LOADING_BAR.hideDelayMs)
    return () => clearTimeout(timer)
    // phase and failures are read, not triggers: the bar reacts to activity changes only.
  }, [active])

  if (phase === 'idle') return null
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1"
    >
      <div
        className={cn('h-full shadow-[0_0_6px_rgba(0,0,0,0.25)]', phase === 'failed' ? 'bg-red-600' : 'bg-brand-600')}
        style={{
          width: `${progress}%`,
          transition:
            progress === 90
              ? `width ${LOADING_BAR.durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
              : progress === 100
                ? 'width 200ms ease-out'
                : 'none',
        }}
      />
    </div>
  )
}
