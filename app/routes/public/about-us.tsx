/** /about_us (and /en/about_us): who runs the portal and how it works. */
import { docMeta, PageBand, Sections } from '~/components/content/content-page'
import { pageDoc } from '~/routes/public/content.server'
import { ButtonLink } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import type { Route } from './+types/about-us'
import { pageLocale } from '#web/page-address'

export function loader({ request }: Route.LoaderArgs) {
  return { doc: pageDoc(pageLocale(request), 'about') }
}

export const meta = ({ loaderData }: Route.MetaArgs) => docMeta(loaderData?.doc)

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { t, href } = useT()
  const { doc } = loaderData
  return (
    <>
      <PageBand eyebrow={t('shell.campaign.eyebrow')} title={doc.title} lead={doc.lead}>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={href('/properties/search')} variant="secondary">
            {t('shell.home.submit')}
          </ButtonLink>
          <ButtonLink to={href('/info/inmobiliarias/anunciarse')} variant="ghost">
            {t('shell.advertise.cta')}
          </ButtonLink>
        </div>
      </PageBand>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Sections sections={doc.sections} />
      </div>
    </>
  )
}
