/** /cookies_policy (and /en/…): which cookies the portal sets and why. */
import { docMeta, LegalPage } from '~/components/content/content-page'
import { legalDoc } from '~/routes/public/content.server'
import type { Route } from './+types/cookies-policy'
import { pageLocale } from '#web/page-address'

export function loader({ request }: Route.LoaderArgs) {
  return { doc: legalDoc(pageLocale(request), 'cookies_policy') }
}

export const meta = ({ loaderData }: Route.MetaArgs) => docMeta(loaderData?.doc)

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} />
}
