/** The agency's description ("about"), kept as written (line breaks included). */
import { useT } from '~/lib/i18n'
import { TitledSection } from '~/components/ui/titled-section'

export function MicrositeAbout({ description }: { description: string }) {
  const { t } = useT()
  return (
    <TitledSection id="about-title" title={t('microsite.about')}>
      <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-900">{description}</p>
    </TitledSection>
  )
}
