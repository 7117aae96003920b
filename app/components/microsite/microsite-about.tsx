/** The agency's description ("about"), kept as written (line breaks included). */
import { useT } from '~/lib/i18n'

export function MicrositeAbout({ description }: { description: string }) {
  const { t } = useT()
  return (
    <section aria-labelledby="about-title">
      <h2 id="about-title" className="text-xl font-extrabold text-ink-900">
        {t('microsite.about')}
      </h2>
      <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-900">{description}</p>
    </section>
  )
}
