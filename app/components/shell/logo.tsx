/** The Wi Inmuebles mark (a roof over "Wi") and wordmark, drawn inline: no extra request. */
import { cn } from '../ui/cn'

export function LogoMark({ className, inverted }: { className?: string; inverted?: boolean }) {
  const bg = inverted ? '#3c475b' : '#fecc2d'
  const fg = inverted ? '#fecc2d' : '#3c475b'
  return (
    <svg viewBox="0 0 40 40" className={cn('size-10 shrink-0', className)} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill={bg} />
      <path
        d="M7.5 18.5 20 8.5l12.5 10"
        fill="none"
        stroke={fg}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M10.5 21.5 13.6 31l3.4-7.6 3.4 7.6 3.1-9.5"
        fill="none"
        stroke={fg}
        strokeWidth="2.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M28.2 24.2V31" stroke={fg} strokeWidth="2.8" strokeLinecap="round" />
      <circle cx="28.2" cy="20.6" r="1.7" fill={fg} />
    </svg>
  )
}

export function Logo({
  brand,
  className,
  tone = 'dark',
  onBrand,
}: {
  brand: string
  className?: string
  tone?: 'dark' | 'light'
  onBrand?: boolean
}) {
  const [first, ...rest] = brand.split(' ')
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark inverted={onBrand} />
      <span
        className={cn(
          'text-xl leading-none tracking-tight whitespace-nowrap',
          tone === 'dark' ? 'text-ink-900' : 'text-white',
        )}
      >
        <span className="font-black">{first}</span> <span className="font-semibold">{rest.join(' ')}</span>
      </span>
    </span>
  )
}
