/**
 * The page of a new-homes project: /proyectos/{slug}-{id} (/en/projects/…). Gallery, name,
 * builder, stage, delivery, VIS/VIP, the brochure's download, the unit types with their floor plans, the construction
 * progress, amenities, the payment plan's place, the sales room, the approximate map and the
 * sales room's phone and WhatsApp, a message to the builder and a visit to the sales room, following the
 * project, and the heart and compare buttons (the visitor's project lists). Malformed, unknown and unpublished projects are 404s.
 */
import { ContactBar } from '~/components/listing/contact-bar'
import { ContactCard, statsPath } from '~/components/listing/contact-card'
import { CheckList } from '~/components/listing/listing-facts'
import { ListingGallery } from '~/components/listing/listing-gallery'
import { ListingMap } from '~/components/listing/listing-map'
import { FollowButton } from '~/components/projects/follow-button'
import { PaymentPlan } from '~/components/projects/payment-plan'
import { ProgressTimeline } from '~/components/projects/progress-timeline'
import { projectPlace } from '~/components/projects/project-format'
import { ProjectHeader } from '~/components/projects/project-header'
import { SalesRoom } from '~/components/projects/sales-room'
import { UnitTypesTable } from '~/components/projects/unit-types-table'
import { AgencyMessageButton, VisitRequestButton } from '~/components/visitor/lead-buttons'
import { ListingActions } from '~/components/visitor/listing-actions'
import { Breadcrumbs } from '~/components/shell/breadcrumbs'
import { GuardedErrorPage } from '~/components/shell/error-page'
import { useShellData } from '~/components/shell/shell-data'
import { TitledSection } from '~/components/ui/titled-section'
import { translate } from '#i18n'
import { useT } from '~/lib/i18n'
import { pageLocale } from '#web/page-address'
import { useEffect } from 'react'
import { useRouteError } from 'react-router'
import { isProjectSegment } from '#core/projects'
import { ProjectSearchPage } from '~/components/projects/search/project-search-page'
import { loadProjectPage } from './project.server'
import { searchMetaTags } from '~/components/search/search-meta'
import { isProjectLanding, loadProjectSearch } from './projects-search.server'
import type { Route } from './+types/project'

/** The first view is photos: the scripts come after the first paint (ADR 0022). */
export const handle = { scriptsAfterPaint: true }

/**
 * A project's address ({slug}-{id}, an id of kind project), else a landing of the project
 * search (/proyectos/medellin: a known municipality slug), else the project's 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isProjectSegment(params.project) && (await isProjectLanding(request, params.project)))
    return loadProjectSearch(request, [params.project])
  return { search: null, ...(await loadProjectPage(request, params.project)) }
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (loaderData?.search) return searchMetaTags(loaderData.search)
  if (loaderData) return loaderData.meta
  const locale = pageLocale(location)
  return [
    { title: `${translate(locale, 'projects.not_found')} | ${translate(locale, 'brand')}` },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function ProjectRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.search) return <ProjectSearchPage data={loaderData.search} />
  return <ProjectPage data={loaderData} />
}

function ProjectPage({ data: loaderData }: { data: Awaited<ReturnType<typeof loadProjectPage>> }) {
  const { project: p } = loaderData
  const { t } = useT()
  const shell = useShellData()
  // One view counted for the builder, as a listing's (docs/statistics.md); it sets wi_id_client when missing.
  useEffect(() => {
    void fetch(`${statsPath({ projectId: p.id })}/views`, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined)
  }, [p.id])
  const builder = { name: p.builder.name, logo: p.builder.logo, path: loaderData.builderPath }
  const subject = {
    kind: 'project' as const,
    id: p.id,
    name: p.name,
    unitTypes: p.unit_types.map((u) => ({ id: u.id, name: u.name })),
  }

  return (
    // The page's own width (the search landings sharing its address are wider).
    <article className="mx-auto w-full max-w-5xl px-4 pt-6 pb-10 sm:px-6">
      <Breadcrumbs crumbs={loaderData.crumbs} jsonLd={loaderData.crumbsJsonLd} className="mb-3" />

      <ListingGallery photos={loaderData.gallery} title={p.name} />

      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:gap-8">
        <ProjectHeader project={p} />

        <aside className="flex flex-col gap-4 md:col-start-2 md:row-span-2 md:row-start-1">
          <div className="flex flex-col gap-4 md:sticky md:top-20">
            <ContactCard
              projectId={p.id}
              agency={builder}
              adviser={null}
              phone={loaderData.phone}
              whatsappUrl={loaderData.whatsappUrl}
              texts={{ title: t('project_page.contact.title'), noPhone: t('project_page.contact.no_phone') }}
              share={{ url: loaderData.pageUrl, title: p.name, text: loaderData.shareText }}
              actions={
                <>
                  <AgencyMessageButton subject={subject} trigger={{ label: t('project_page.contact.message') }} />
                  <VisitRequestButton subject={subject} label={t('project_page.contact.visit')} />
                </>
              }
            />
            <FollowButton projectId={p.id} />
            <ListingActions projectId={p.id} variant="page" />
          </div>
        </aside>

        <div className="min-w-0 md:col-start-1 md:row-start-2">
          <TitledSection id="description-title" title={t('project_page.description')}>
            <div className="mt-3 space-y-3 leading-relaxed whitespace-pre-line text-ink-900">{p.description}</div>
            {p.brochure_url && (
              <p className="mt-4">
                <a
                  href={p.brochure_url}
                  download
                  type="application/pdf"
                  title={t('project_page.brochure_hint')}
                  className="inline-flex min-h-11 items-center rounded-xl border border-ink/25 px-4 py-2 font-bold text-ink-900 hover:border-ink"
                >
                  {t('project_page.brochure')}
                </a>
              </p>
            )}
          </TitledSection>
          <UnitTypesTable unitTypes={p.unit_types} />
          <div className="mt-10">
            <PaymentPlan
              projectId={p.id}
              unitTypes={p.unit_types}
              vis={p.vis}
              vip={p.vip}
              submitted={loaderData.paymentPlan}
            />
          </div>
          <ProgressTimeline percent={p.progress_percent} updates={p.progress} />
          {p.amenities.length > 0 && (
            <TitledSection id="amenities-title" title={t('project_page.amenities')} className="mt-10">
              <CheckList items={p.amenities} />
            </TitledSection>
          )}
          <SalesRoom room={p.sales_room} phone={loaderData.phone} />
          <ListingMap
            location={loaderData.location}
            place={projectPlace(p)}
            tileUrl={loaderData.map.tileUrl}
            attribution={loaderData.map.attribution}
          />
        </div>
      </div>

      <script
        type="application/ld+json"
        nonce={shell?.nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }}
      />
      <ContactBar projectId={p.id} phone={loaderData.phone} whatsappUrl={loaderData.whatsappUrl} />
    </article>
  )
}

/** "El proyecto no existe o no está publicado" (404); other errors as usual. */
export function ErrorBoundary() {
  return <GuardedErrorPage error={useRouteError()} />
}
