/** /info/rlist (and /en/info/rlist): restrictive lists and SAGRILAFT in plain words. */
import { docMeta, PageBand, Sections } from '~/components/content/content-page'
import { pageDoc } from '~/routes/public/content.server'
import type { Route } from './+types/restrictive-lists'
import { pageLocale } from '#web/page-address'

export function loader({ request }: Route.LoaderArgs) {
  return { doc: pageDoc(pageLocale(request), 'rlist') }
}

export const meta = ({ loaderData }: Route.MetaArgs) => docMeta(loaderData?.doc)

export default function RestrictiveLists({ loaderData }: Route.ComponentProps) {
  const { doc } = loaderData
  return (
    <>
      <PageBand title={doc.title} lead={doc.lead} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Sections sections={doc.sections} />
      </div>
    </>
  )
}
