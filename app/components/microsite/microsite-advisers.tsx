/** The agency's advisers: photo (or initial), name, phone and e-mail. */
import { useT } from '~/lib/i18n'
import { Thumb } from '~/components/ui/thumb'
import type { MicrositeView } from '#core/agencies'
import { TitledSection } from '~/components/ui/titled-section'

export function MicrositeAdvisers({ advisers }: { advisers: MicrositeView['agency']['advisers'] }) {
  const { t } = useT()
  return (
    <TitledSection id="advisers-title" title={t('microsite.advisers')} className="mt-6">
      <ul className="mt-3 grid gap-3 xs:grid-cols-2">
        {advisers.map((a) => (
          <li key={a.id} className="flex items-center gap-3 rounded-xl border border-ink/10 bg-white p-3">
            <Thumb src={a.photo} format="avatar">
              {a.name.slice(0, 1)}
            </Thumb>
            <div className="min-w-0 text-sm">
              <p className="font-bold text-ink-900">{a.name}</p>
              {a.phone && <p className="text-ink">{a.phone}</p>}
              {a.email && (
                <a href={`mailto:${a.email}`} className="break-all text-ink underline underline-offset-2">
                  {a.email}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
