/** /data_policy (and /en/…): the personal data processing policy (Ley 1581 de 2012). */
import { docMeta, LegalPage } from '~/components/content/content-page'
import { legalDoc } from '~/routes/public/content.server'
import type { Route } from './+types/data-policy'
import { pageLocale } from '#web/page-address'

export function loader({ request }: Route.LoaderArgs) {
  return { doc: legalDoc(pageLocale(request), 'data_policy') }
}

export const meta = ({ loaderData }: Route.MetaArgs) => docMeta(loaderData?.doc)

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} />
}
