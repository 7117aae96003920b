/**
 * /info/inmobiliarias/anunciarse (and /en/…): why and how an agency advertises, with the
 * "Quiero anunciar en Wi Inmuebles" form (which also posts here when JavaScript is off).
 */
import { catchmentAction } from '~/routes/public/catchment-action.server'
import { CatchmentForm } from '~/components/shell/catchment-form'
import { docMeta, PageBand, Sections } from '~/components/content/content-page'
import { pageDoc } from '~/routes/public/content.server'
import { buttonClass } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import type { Route } from './+types/advertise'
import { pageLocale } from '#web/page-address'

export function loader({ request }: Route.LoaderArgs) {
  return { doc: pageDoc(pageLocale(request), 'advertise') }
}

export async function action({ request, context }: Route.ActionArgs) {
  return catchmentAction(request, context)
}

export const meta = ({ loaderData }: Route.MetaArgs) => docMeta(loaderData?.doc)

export default function Advertise({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT()
  const { doc } = loaderData
  return (
    <>
      <PageBand wide title={doc.title} lead={doc.lead}>
        <a href="#anunciar" className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('shell.advertise.cta')}
        </a>
      </PageBand>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1.1fr]">
        <Sections sections={doc.sections} />
        <div
          id="anunciar"
          className="scroll-mt-24 self-start rounded-xl border border-ink/10 bg-white p-5 shadow-lg sm:p-6"
        >
          <CatchmentForm action={href('/info/inmobiliarias/anunciarse')} result={actionData} />
        </div>
      </div>
    </>
  )
}
