/** The agency's contacts: phones, e-mail, website, address, a WhatsApp button and its social networks. */
import { buttonClass } from '~/components/ui/button'
import { keyIn } from '#i18n'
import { useT } from '~/lib/i18n'
import type { MicrositeView } from '#core/agencies'
import { TitledSection } from '~/components/ui/titled-section'

const SOCIAL_ORDER = ['facebook', 'instagram', 'whatsapp', 'youtube', 'tiktok', 'linkedin', 'x']

export function MicrositeContacts({ agency }: { agency: MicrositeView['agency'] }) {
  const { t } = useT()
  const social = [...agency.socialLinks].sort(
    (a, b) => SOCIAL_ORDER.indexOf(a.network) - SOCIAL_ORDER.indexOf(b.network),
  )
  return (
    <TitledSection
      id="contact-title"
      title={t('microsite.contact')}
      as="aside"
      className="h-fit rounded-2xl border border-ink/10 bg-white p-5 shadow-sm"
      titleClassName="text-lg font-extrabold text-ink-900"
    >
      <dl className="mt-3 flex flex-col gap-3 text-sm">
        {agency.phones.length > 0 && (
          <div>
            <dt className="font-bold text-ink-900">{t('microsite.phones')}</dt>
            {agency.phones.map((p) => (
              <dd key={p.display}>
                {p.href ? (
                  <a href={p.href} className="inline-flex min-h-8 items-center underline underline-offset-2">
                    {p.display}
                  </a>
                ) : (
                  p.display
                )}
              </dd>
            ))}
          </div>
        )}
        {agency.email && (
          <div>
            <dt className="font-bold text-ink-900">{t('microsite.email')}</dt>
            <dd>
              <a href={`mailto:${agency.email}`} className="break-all underline underline-offset-2">
                {agency.email}
              </a>
            </dd>
          </div>
        )}
        {agency.website && (
          <div>
            <dt className="font-bold text-ink-900">{t('microsite.website')}</dt>
            <dd>
              <a href={agency.website} rel="noopener nofollow" className="break-all underline underline-offset-2">
                {agency.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </a>
            </dd>
          </div>
        )}
        {agency.address && (
          <div>
            <dt className="font-bold text-ink-900">{t('microsite.address')}</dt>
            <dd>{agency.address}</dd>
          </div>
        )}
      </dl>
      {agency.whatsappUrl && (
        <a
          href={agency.whatsappUrl}
          rel="noopener"
          target="_blank"
          className={buttonClass('primary', 'md', 'mt-4 w-full')}
        >
          {t('microsite.whatsapp')}
        </a>
      )}
      {social.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-bold text-ink-900">{t('microsite.social')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="microsite-social">
            {social.map((s) => (
              <li key={s.network}>
                <a href={s.url} rel="noopener nofollow me" target="_blank" className={buttonClass('ghost', 'sm')}>
                  {t(keyIn('microsite.social_names', s.network))}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </TitledSection>
  )
}
