/**
 * An agency's microsite: /realstate/{customerId}/{seoCustomerName}. The agency's banner,
 * logo (in the header, left or centre as set), description, contacts, social links and
 * advisers, then its published listings with filters scoped to the agency, paginated.
 * Stale or missing name slugs get a 301 to the canonical address; unknown ids a 404.
 */
import { Form, Link } from 'react-router'
import { MicrositeContactForm, type MicrositeContactResult } from '~/components/microsite/microsite-contact-form'
import { MicrositeListingCard } from '~/components/microsite/microsite-listing-card'
import { loadMicrositePage, micrositeContactAction } from '~/routes/microsite/microsite.server'
import { buttonClass } from '~/components/ui/button'
import { keyIn, localeFromPath, translate } from '~/i18n'
import { useT } from '~/lib/i18n'
import type { Route } from './+types/microsite'

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadMicrositePage(request, params.customerId)
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return micrositeContactAction(request, context, params.customerId)
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname)
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

const SOCIAL_ORDER = ['facebook', 'instagram', 'whatsapp', 'youtube', 'tiktok', 'linkedin', 'x']

export default function MicrositePage({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData
  const { agency, filters, meta } = view
  const { t, href } = useT()
  const base = href(view.path)
  const pageLink = (page: number) => {
    const params = new URLSearchParams()
    if (filters.operation)
      params.set('operation_type_id', filters.operations.find((o) => o.operation === filters.operation)!.id)
    if (filters.propertyType) params.set('property_types', filters.propertyType)
    if (page > 1) params.set('page', String(page))
    const q = params.toString()
    return `${base}${q ? `?${q}` : ''}`
  }
  const social = [...agency.socialLinks].sort(
    (a, b) => SOCIAL_ORDER.indexOf(a.network) - SOCIAL_ORDER.indexOf(b.network),
  )

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-8 sm:px-6 sm:pt-6">
      <section
        aria-labelledby="agency-name"
        className="overflow-hidden rounded-2xl border border-ink/10 bg-white shadow-sm"
      >
        <div className="aspect-[10/3] max-h-80 w-full bg-gradient-to-r from-ink to-ink-700 sm:aspect-[16/3]">
          {agency.banner && (
            <img
              src={agency.banner}
              alt=""
              width={1600}
              height={480}
              className="h-full w-full object-cover"
              fetchPriority="high"
            />
          )}
        </div>
        <div
          className={
            agency.logoAlignment === 'center'
              ? 'flex flex-col items-center p-5 text-center sm:p-6'
              : 'flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6'
          }
        >
          {agency.logo && (
            <img
              src={agency.logo}
              alt={t('microsite.logo_alt', { name: agency.name })}
              width={160}
              height={80}
              className="-mt-14 h-20 w-auto max-w-40 rounded-xl border border-ink/10 bg-white object-contain p-2 shadow-sm sm:-mt-16"
              data-testid="microsite-logo"
              data-align={agency.logoAlignment}
            />
          )}
          <div className="min-w-0">
            <h1 id="agency-name" className="text-2xl font-extrabold text-ink-900 sm:text-3xl">
              {agency.name}
            </h1>
            {agency.place && <p className="mt-1 text-ink">{agency.place}</p>}
          </div>
        </div>
      </section>

      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {agency.description && (
            <section aria-labelledby="about-title">
              <h2 id="about-title" className="text-xl font-extrabold text-ink-900">
                {t('microsite.about')}
              </h2>
              <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-900">{agency.description}</p>
            </section>
          )}
          {agency.advisers.length > 0 && (
            <section aria-labelledby="advisers-title" className="mt-6">
              <h2 id="advisers-title" className="text-xl font-extrabold text-ink-900">
                {t('microsite.advisers')}
              </h2>
              <ul className="mt-3 grid gap-3 xs:grid-cols-2">
                {agency.advisers.map((a) => (
                  <li key={a.id} className="flex items-center gap-3 rounded-xl border border-ink/10 bg-white p-3">
                    {a.photo ? (
                      <img
                        src={a.photo}
                        alt=""
                        width={48}
                        height={48}
                        className="size-12 rounded-full object-cover"
                        loading="lazy"
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="flex size-12 items-center justify-center rounded-full bg-brand font-black text-ink-900"
                      >
                        {a.name.slice(0, 1)}
                      </span>
                    )}
                    <div className="min-w-0 text-sm">
                      <p className="font-bold text-ink-900">{a.name}</p>
                      {a.phone && <p className="text-ink">{a.phone}</p>}
                      {a.email && (
                        <a href={`mailto:${a.email}`} className="break-all text-ink underline underline-offset-2">
                          {a.email}
                        </a>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <div className="flex h-fit flex-col gap-4">
          <aside
            aria-labelledby="contact-title"
            className="h-fit rounded-2xl border border-ink/10 bg-white p-5 shadow-sm"
          >
            <h2 id="contact-title" className="text-lg font-extrabold text-ink-900">
              {t('microsite.contact')}
            </h2>
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
          </aside>
          <MicrositeContactForm result={actionData as MicrositeContactResult | undefined} />
        </div>
      </div>

      <section aria-labelledby="listings-title" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="listings-title" className="text-2xl font-extrabold text-ink-900">
              {t('microsite.listings')}
            </h2>
            <p className="mt-1 text-ink" data-testid="microsite-count">
              {t('microsite.listings_count', { count: meta.total.toLocaleString('es-CO') })}
            </p>
          </div>
          <Form
            method="get"
            action={base}
            aria-label={t('microsite.filter.label')}
            className="flex flex-wrap items-end gap-2"
          >
            <label className="flex flex-col gap-1 text-sm font-bold text-ink-900">
              {t('microsite.filter.operation')}
              <select
                name="operation_type_id"
                defaultValue={filters.operations.find((o) => o.operation === filters.operation)?.id ?? ''}
                className="rounded-xl border border-ink/30 bg-white px-3 py-2 font-normal"
              >
                <option value="">{t('microsite.filter.any_operation')}</option>
                {filters.operations.map((o) => (
                  <option key={o.id} value={o.id}>
                    {t(`microsite.operation.${o.operation}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-bold text-ink-900">
              {t('microsite.filter.type')}
              <select
                name="property_types"
                defaultValue={filters.propertyType ?? ''}
                className="rounded-xl border border-ink/30 bg-white px-3 py-2 font-normal"
              >
                <option value="">{t('microsite.filter.any_type')}</option>
                {filters.types.map((ty) => (
                  <option key={ty.id} value={ty.id}>
                    {ty.name} ({ty.count})
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={buttonClass('secondary', 'md')}>
              {t('microsite.filter.apply')}
            </button>
            {(filters.operation || filters.propertyType) && (
              <Link to={base} className={buttonClass('ghost', 'md')}>
                {t('microsite.filter.clear')}
              </Link>
            )}
          </Form>
        </div>

        {view.listings.length === 0 ? (
          <p className="mt-6 rounded-2xl border border-ink/10 bg-white p-6 text-center text-ink">
            {t('microsite.no_listings')}
          </p>
        ) : (
          <ul className="mt-5 grid gap-4 xs:grid-cols-2 lg:grid-cols-3">
            {view.listings.map((card, i) => (
              <li key={card.id}>
                <MicrositeListingCard card={card} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}

        {meta.pages > 1 && (
          <nav
            aria-label={t('microsite.pagination.label')}
            className="mt-6 flex flex-wrap items-center justify-between gap-3"
          >
            <p className="text-sm text-ink">{t('microsite.pagination.page', { page: meta.page, pages: meta.pages })}</p>
            <div className="flex gap-2">
              {meta.page > 1 && (
                <Link to={pageLink(meta.page - 1)} rel="prev" className={buttonClass('ghost', 'sm')}>
                  {t('microsite.pagination.previous')}
                </Link>
              )}
              {meta.page < meta.pages && (
                <Link to={pageLink(meta.page + 1)} rel="next" className={buttonClass('ghost', 'sm')}>
                  {t('microsite.pagination.next')}
                </Link>
              )}
            </div>
          </nav>
        )}
      </section>
    </div>
  )
}
