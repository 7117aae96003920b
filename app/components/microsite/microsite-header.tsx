/** The microsite's header: the agency's banner, its logo (left or centre as set), name, place and its badge. */
import { useT } from '~/lib/i18n'
import { Thumb } from '~/components/ui/thumb'
import type { MicrositeView } from '#core/agencies'
import { PublisherBadges } from '~/components/listing/publisher-badges'

export function MicrositeHeader({ agency }: { agency: MicrositeView['agency'] }) {
  const { t } = useT()
  return (
    <section
      aria-labelledby="agency-name"
      className="overflow-hidden rounded-2xl border border-ink/10 bg-white shadow-sm"
    >
      <div className="aspect-[10/3] max-h-80 w-full bg-gradient-to-r from-ink to-ink-700 sm:aspect-[16/3]">
        <Thumb src={agency.banner} format="banner" />
      </div>
      <div
        className={
          agency.logoAlignment === 'center'
            ? 'flex flex-col items-center p-5 text-center sm:p-6'
            : 'flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6'
        }
      >
        {agency.logo && (
          <img
            src={agency.logo}
            alt={t('microsite.logo_alt', { name: agency.name })}
            width={160}
            height={80}
            className="-mt-14 h-20 w-auto max-w-40 rounded-xl border border-ink/10 bg-white object-contain p-2 shadow-sm sm:-mt-16"
            data-testid="microsite-logo"
            data-align={agency.logoAlignment}
          />
        )}
        <div className="min-w-0">
          <h1 id="agency-name" className="text-2xl font-extrabold text-ink-900 sm:text-3xl">
            {agency.name}
          </h1>
          {agency.place && <p className="mt-1 text-ink">{agency.place}</p>}
          <PublisherBadges
            className={agency.logoAlignment === 'center' ? 'mt-2 justify-center' : 'mt-2'}
            badges={agency.verified ? ['agency_verified'] : []}
          />
        </div>
      </div>
    </section>
  )
}
