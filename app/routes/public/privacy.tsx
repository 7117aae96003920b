/** /privacy_policies (and /en/…): the short privacy notice, linked from the footer. */
import { docMeta, LegalPage } from '~/components/content/content-page'
import { legalDoc } from '~/routes/public/content.server'
import type { Route } from './+types/privacy'
import { pageLocale } from '#web/page-address'

export function loader({ request }: Route.LoaderArgs) {
  return { doc: legalDoc(pageLocale(request), 'privacy') }
}

export const meta = ({ loaderData }: Route.MetaArgs) => docMeta(loaderData?.doc)

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} />
}
