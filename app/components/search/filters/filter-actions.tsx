/** The form's foot: submit (Search in the panel, Apply in the drawer, where it sticks to the bottom) and clear. */
import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'

export function FilterActions({ variant, base }: { variant: 'panel' | 'drawer'; base: string }) {
  const { t } = useT()
  return (
    <div
      className={cn(
        'flex flex-col gap-2 border-t border-ink/10 pt-4',
        // Sticky insets by the scroller's padding (p-5): -bottom-5 pins the foot to the drawer's
        // edge, so no row shows in a gap below it.
        variant === 'drawer' &&
          'sticky -bottom-5 -mx-5 -mb-5 bg-white px-5 pb-5 shadow-[0_-8px_16px_-12px_rgba(0,0,0,0.3)]',
      )}
    >
      <button type="submit" className={buttonClass('primary', 'md', 'w-full')}>
        {variant === 'drawer' ? t('search.filters.apply') : t('search.filters.search')}
      </button>
      <Link to={base} className="text-center text-sm font-bold text-ink-900 underline underline-offset-2">
        {t('search.filters.clear')}
      </Link>
    </div>
  )
}
