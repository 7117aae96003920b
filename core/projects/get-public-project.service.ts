import { signingKey } from '#core/accounts'
import { approximateLocation, mediaUrl, micrositePath } from '#core/listings'
import { encodeId, notFound, siteOrigin, type ServiceContext } from '#core/shared'
import { galleryView, progressViews, projectFacts, salesRoomView, unitTypeView } from './admin-project.view'
import { listAllProjectPhotos } from './project-photo.queries'
import { listProgressUpdates, listUnitTypes } from './project-admin.queries'
import { findPublicProject, listAmenities } from './project-public.queries'
import { PROJECT_NOT_FOUND_KEY } from './project.policy'
import { unitTypeSummary } from './project-summary.rules'
import { projectPath } from './project-url.view'
import type { PublicProjectView } from './public-project.view'

/** A published project of an active builder, as the public reads it; 404 for any other. */
export async function getPublicProject(ctx: ServiceContext, input: { id: number }): Promise<PublicProjectView> {
  const found = await findPublicProject(ctx.db, input.id)
  if (!found) throw notFound(PROJECT_NOT_FOUND_KEY)
  const { project: p, builder } = found
  const [unitTypes, progress, amenities, photos] = await Promise.all([
    listUnitTypes(ctx.db, p.id),
    listProgressUpdates(ctx.db, p.id),
    listAmenities(ctx.db, p.id),
    listAllProjectPhotos(ctx.db, p.id),
  ])
  const origin = siteOrigin()
  const at = p.lat != null && p.lon != null ? approximateLocation({ lat: p.lat, lon: p.lon }, p.id, signingKey()) : null
  const absolute = (url: string) => (url && !/^https?:\/\//.test(url) ? origin + url : url)
  return {
    id: encodeId('project', p.id),
    name: p.name,
    description: p.description,
    ...projectFacts(p),
    department: found.departmentName,
    municipality: found.municipalityName,
    sector: found.sectorName,
    lat: at?.lat ?? null,
    lon: at?.lon ?? null,
    sales_room: salesRoomView(p),
    video_url: p.videoUrl,
    brochure_url: p.brochurePath ? absolute(mediaUrl(p.brochurePath)) : null,
    amenities: amenities.map((a) => ({ slug: a.slug, name: ctx.locale === 'en' ? a.nameEn : a.nameEs })),
    unit_types: unitTypes.map(unitTypeView),
    summary: unitTypeSummary(unitTypes),
    photos: galleryView(photos),
    progress: progressViews(progress, photos),
    builder: {
      id: encodeId('customer', builder.id),
      name: builder.name,
      logo: builder.logoPath ? absolute(mediaUrl(builder.logoPath)) : null,
      url: origin + micrositePath(builder),
      whatsapp: builder.whatsapp,
    },
    url: origin + projectPath(p, ctx.locale),
    published_at: p.publishedAt?.toISOString() ?? null,
  }
}
