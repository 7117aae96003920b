/**
 * Campaign pages: /unlugarparati, /campaign/find-you-property and
 * /campaign/find-you-property-wi (one module, three routes). A hero, how it works, and
 * the "cuéntanos qué buscas" slot where the visitor-tools helper's request form renders
 * (app/components/visitor/campaign-form.tsx).
 */
import { CampaignForm } from '~/components/visitor/campaign-form'
import { docMeta, PageBand, Sections } from '~/components/content/content-page'
import { pageDoc } from '~/routes/public/content.server'
import { buttonClass } from '~/components/ui/button'
import { TitledSection } from '~/components/ui/titled-section'
import { localizePath } from '#i18n'
import { useT } from '~/lib/i18n'
import type { Route } from './+types/campaign'
import { pageLocale } from '#web/page-address'

const CAMPAIGNS = {
  '/unlugarparati': { campaign: 'unlugarparati', doc: 'campaign' },
  '/campaign/find-you-property': { campaign: 'find-you-property', doc: 'campaign_find' },
  '/campaign/find-you-property-wi': { campaign: 'find-you-property-wi', doc: 'campaign' },
} as const

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  const locale = pageLocale({ pathname })
  const spanishPath = localizePath(pathname, 'es-CO').replace(/\/$/, '') as keyof typeof CAMPAIGNS
  const entry = CAMPAIGNS[spanishPath] ?? CAMPAIGNS['/unlugarparati']
  return { campaign: entry.campaign, doc: pageDoc(locale, entry.doc) }
}

export const meta = ({ loaderData }: Route.MetaArgs) => docMeta(loaderData?.doc)

export default function Campaign({ loaderData }: Route.ComponentProps) {
  const { t } = useT()
  const { doc, campaign } = loaderData
  return (
    <>
      <PageBand wide eyebrow={t('shell.campaign.eyebrow')} title={doc.title} lead={doc.lead}>
        <a href="#solicitud" className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('shell.campaign.request_title')}
        </a>
      </PageBand>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1.1fr]">
        <Sections sections={doc.sections} />
        <TitledSection
          anchor="solicitud"
          id="solicitud-title"
          title={t('shell.campaign.request_title')}
          titleClassName="text-2xl font-extrabold text-ink-900"
          className="scroll-mt-24 self-start rounded-xl border border-ink/10 bg-white p-5 shadow-lg sm:p-6"
        >
          <p className="mt-2 mb-5 text-ink">{t('shell.campaign.request_text')}</p>
          {/* Slot: the campaign request form (owned by the visitor-tools helper). */}
          <CampaignForm campaign={campaign} />
        </TitledSection>
      </div>
    </>
  )
}
