/** A white, rounded surface for grouped content. */
import type { ComponentProps } from 'react'
import { cn } from './cn'

export const cardClass = 'rounded-xl border border-ink/10 bg-white p-5 shadow-sm sm:p-6'

export function Card({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cn(cardClass, className)} {...rest} />
}
