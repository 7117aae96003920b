/**
 * An agency's microsite: /realstate/{customerId}/{seoCustomerName}. The agency's banner,
 * logo (in the header, left or centre as set), description, contacts, social links and
 * advisers, then its published listings with filters scoped to the agency, paginated.
 * Stale or missing name slugs get a 301 to the canonical address; unknown ids a 404.
 */
import { MicrositeAbout } from '~/components/microsite/microsite-about'
import { MicrositeAdvisers } from '~/components/microsite/microsite-advisers'
import { MicrositeContactForm, type MicrositeContactResult } from '~/components/microsite/microsite-contact-form'
import { MicrositeContacts } from '~/components/microsite/microsite-contacts'
import { MicrositeHeader } from '~/components/microsite/microsite-header'
import { MicrositeListings } from '~/components/microsite/microsite-listings'
import { loadMicrositePage, micrositeContactAction } from '~/routes/microsite/microsite.server'
import { translate } from '#i18n'
import { useT } from '~/lib/i18n'
import type { Route } from './+types/microsite'
import { pageLocale } from '#web/page-address'

/** The first view is photos: the scripts come after the first paint (ADR 0022). */
export const handle = { scriptsAfterPaint: true }

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadMicrositePage(request, params.customerId)
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return micrositeContactAction(request, context, params.customerId)
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const locale = pageLocale(location)
  if (!loaderData)
    return [{ title: translate(locale, 'errors.page_not_found') }, { name: 'robots', content: 'noindex' }]
  const { view, brand, origin } = loaderData
  const title = translate(locale, 'microsite.meta_title', { agency: view.agency.name, brand })
  const summary = translate(locale, 'microsite.meta_description_count', { count: view.meta.total })
  const intro = view.agency.description
    ? `${view.agency.description.slice(0, 120).trim()}${view.agency.description.length > 120 ? '…' : ''} `
    : ''
  const description =
    `${intro}${translate(locale, 'microsite.meta_description', { agency: view.agency.name, brand, summary })}`.slice(
      0,
      300,
    )
  const tags = [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: origin + (locale === 'en' ? '/en' : '') + view.path },
  ]
  const image = view.agency.banner ?? view.agency.logo
  if (image) tags.push({ property: 'og:image', content: image.startsWith('http') ? image : origin + image })
  return tags
}

export default function MicrositePage({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData
  const { agency } = view
  const { href } = useT()
  const base = href(view.path)

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-8 sm:px-6 sm:pt-6">
      <MicrositeHeader agency={agency} />

      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {agency.description && <MicrositeAbout description={agency.description} />}
          {agency.advisers.length > 0 && <MicrositeAdvisers advisers={agency.advisers} />}
        </div>

        <div className="flex h-fit flex-col gap-4">
          <MicrositeContacts agency={agency} />
          <MicrositeContactForm result={actionData as MicrositeContactResult | undefined} />
        </div>
      </div>

      <MicrositeListings base={base} view={view} />
    </div>
  )
}
