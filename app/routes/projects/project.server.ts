/**
 * The project page's loader work, kept out of the browser bundle: the id from the address
 * (malformed, unknown or unpublished → 404), a 301 from a stale slug or the other language's
 * words to the canonical address, the head's tags and JSON-LD, the breadcrumbs and the sales
 * room's contact links.
 */
import { redirect } from 'react-router'
import { getPublicProject, PROJECT_NOT_FOUND_KEY, projectIdOfPath, projectPath } from '#core/projects'
import { formatPhone, telHref, whatsappUrl } from '#core/listings/browser'
import { APPROXIMATE_RADIUS_M } from '#core/listings'
import { formatCop, runtime, siteOrigin } from '#core/shared'
import { breadcrumbListJsonLd, projectJsonLd, projectMetaTags, serializeJsonLd } from '#core/seo'
import { translate, type MessageKey } from '#i18n'
import { publicReadContext } from '#web/context'
import { loadOr404, pathIdOr404 } from '#web/page'
import { pageLocale } from '#web/page-address'
import { projectPlace, summaryParts } from '~/components/projects/project-format'
import { submittedPaymentPlan } from './payment-plan.server'

export async function loadProjectPage(request: Request, segment: string) {
  const url = new URL(request.url)
  const locale = pageLocale(url)
  const id = pathIdOr404('project', projectIdOfPath(segment) ?? undefined, PROJECT_NOT_FOUND_KEY)
  const project = await loadOr404(() => getPublicProject(publicReadContext(request, locale), { id }), {
    ownMessage: true,
  })

  const localPath = projectPath({ id, name: project.name }, locale)
  // Client-side navigations ask for {path}.data: compare the page path itself.
  if (url.pathname.replace(/\.data$/, '') !== localPath) throw redirect(localPath + url.search, 301)

  const { env } = runtime()
  const origin = siteOrigin()
  const pageUrl = origin + localPath
  const t = (key: MessageKey, params?: Parameters<typeof translate>[2]) => translate(locale, key, params)
  const place = projectPlace(project)
  const summary = summaryParts(t, project.summary).join(' · ')
  const description = t('project_page.meta.description', {
    stage: t(`projects.stage.${project.stage}`),
    place,
    builder: project.builder.name,
    summary,
  })
  const phone = project.sales_room.phone
  const whatsappText = t('project_page.contact.whatsapp_message', { name: project.name, url: pageUrl })
  const searchPath = locale === 'en' ? '/en/projects' : '/proyectos'
  const crumbs = [
    { label: t('listing.home'), href: locale === 'en' ? '/en' : '/' },
    { label: t('project_page.crumb'), href: searchPath },
    { label: project.name, href: null },
  ]

  return {
    project,
    /** Spanish and English canonical paths, for the canonical and hreflang links (HeadLinks). */
    canonicalPath: projectPath({ id, name: project.name }, 'es-CO'),
    canonicalPathEn: projectPath({ id, name: project.name }, 'en'),
    pageUrl,
    meta: projectMetaTags({
      project,
      title: t('project_page.meta.title', { name: project.name, place }),
      shareTitle:
        project.summary.price_from != null
          ? `${t('project_page.summary.from', { price: formatCop(project.summary.price_from) })} · ${project.name}`
          : project.name,
      description,
      url: pageUrl,
      brand: env.BRAND_NAME,
      locale,
    }),
    jsonLd: serializeJsonLd(projectJsonLd({ project, url: pageUrl, description })),
    crumbs,
    crumbsJsonLd: serializeJsonLd(
      breadcrumbListJsonLd(crumbs.map((c) => ({ name: c.label, url: c.href ? origin + c.href : null }))),
    ),
    gallery: project.photos.map((photo) => ({
      id: photo.id,
      alt: null,
      width: photo.width,
      height: photo.height,
      sources: sourcesOf(photo.srcset),
      og: photo.og_url,
    })),
    location:
      project.lat != null && project.lon != null
        ? { lat: project.lat, lon: project.lon, radiusM: APPROXIMATE_RADIUS_M }
        : null,
    builderPath: new URL(project.builder.url).pathname,
    phone: phone ? { display: formatPhone(phone), href: telHref(phone) } : null,
    whatsappUrl: whatsappUrl(project.builder.whatsapp ?? phone, whatsappText),
    map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION },
    shareText: t('project_page.meta.share_text', { name: project.name }),
    paymentPlan: await submittedPaymentPlan(locale, id, url),
  }
}

/** "a.webp 400w, b.webp 800w" → the gallery's sources, narrowest first. */
function sourcesOf(srcset: string) {
  return srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, width]) => ({ url, width: Number.parseInt(width ?? '', 10) || 0 }))
    .filter((s) => s.url)
    .sort((a, b) => a.width - b.width)
}
