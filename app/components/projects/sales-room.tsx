/** Where the builder receives visitors: the sales room's address, opening hours and phone. */
import type { PublicProjectView } from '#core/projects'
import { useT } from '~/lib/i18n'
import { TitledSection } from '../ui/titled-section'

export function SalesRoom({
  room,
  phone,
}: {
  room: PublicProjectView['sales_room']
  phone: { display: string; href: string | null } | null
}) {
  const { t } = useT()
  if (!room.address && !room.hours && !phone) return null
  const rows = [
    ['project_page.sales_room.address', room.address],
    ['project_page.sales_room.hours', room.hours],
  ] as const
  return (
    <TitledSection id="sales-room-title" title={t('project_page.sales_room.title')} className="mt-10">
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]" data-testid="sales-room">
        {rows.map(
          ([key, value]) =>
            value && (
              <div key={key} className="contents">
                <dt className="font-semibold text-ink">{t(key)}</dt>
                <dd className="text-ink-900">{value}</dd>
              </div>
            ),
        )}
        {phone && (
          <>
            <dt className="font-semibold text-ink">{t('project_page.sales_room.phone')}</dt>
            <dd>
              {phone.href ? (
                <a href={phone.href} className="font-bold text-ink-900 underline underline-offset-2">
                  {phone.display}
                </a>
              ) : (
                phone.display
              )}
            </dd>
          </>
        )}
      </dl>
    </TitledSection>
  )
}
