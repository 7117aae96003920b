/**
 * The projects feed (/feeds/projects.xml): every public project, or one builder's, read a batch
 * at a time in id order with its unit types, gallery and amenities, and streamed as XML in
 * constant memory, as the homes feed is.
 */
import type { Executor } from '#db/client'
import { signingKey } from '#core/accounts'
import { approximateLocation, micrositePath } from '#core/listings'
import { mediaStorage } from '#core/media'
import { encodeId } from '#core/shared'
import { projectPath, unitTypeSummary } from '#core/projects'
import { textStream, type FeedScope } from './feed.service'
import {
  listFeedAmenities,
  listFeedProjectPhotos,
  listFeedProjects,
  listFeedUnitTypes,
  type FeedProjectRow,
} from './projects-feed.queries'
import { PROJECTS_FEED_HEAD, PROJECTS_FEED_TAIL, projectXml, type FeedProject } from './projects-feed.view'

const BATCH = 500
/** Pictures per project in the feed, as for listings. */
const MAX_PICTURES = 10

/** The rows of a batch's child table, by project. */
function byProject<T extends { projectId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>()
  for (const row of rows) {
    const list = map.get(row.projectId)
    if (list) list.push(row)
    else map.set(row.projectId, [row])
  }
  return map
}

async function readProjects(db: Executor, scope: FeedScope, after: number, origin: string) {
  const rows = await listFeedProjects(db, { after, limit: BATCH, customerId: scope.customerId })
  const ids = rows.map((r) => r.project.id)
  const [unitTypes, photos, amenities] = ids.length
    ? await Promise.all([listFeedUnitTypes(db, ids), listFeedProjectPhotos(db, ids), listFeedAmenities(db, ids)])
    : [[], [], []]
  const units = byProject(unitTypes)
  const pictures = byProject(photos)
  const features = byProject(amenities)
  const key = signingKey()
  const storage = mediaStorage()
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : origin + path)
  const feedProject = (row: FeedProjectRow): FeedProject => {
    const p = row.project
    const at = p.lat != null && p.lon != null ? approximateLocation({ lat: p.lat, lon: p.lon }, p.id, key) : null
    const types = units.get(p.id) ?? []
    return {
      id: encodeId('project', p.id),
      url: origin + projectPath(p),
      name: p.name,
      description: p.description,
      builder: {
        id: encodeId('customer', row.builder.id),
        name: row.builder.name,
        url: origin + micrositePath(row.builder),
      },
      stage: p.stage,
      delivery: p.deliveryYear ? `${p.deliveryYear}-${String(p.deliveryMonth ?? 12).padStart(2, '0')}` : null,
      progress: p.progressPercent,
      stratum: p.stratum,
      vis: p.vis,
      vip: p.vip,
      priceFrom: unitTypeSummary(types).price_from,
      city: row.municipalityName,
      cityArea: row.sectorName,
      region: row.departmentName,
      lat: at ? Math.round(at.lat * 1e5) / 1e5 : null,
      lon: at ? Math.round(at.lon * 1e5) / 1e5 : null,
      amenities: (features.get(p.id) ?? []).map((a) => a.name),
      unitTypes: types,
      pictures: (pictures.get(p.id) ?? [])
        .slice(0, MAX_PICTURES)
        .map((photo) => absolute(storage.publicUrl(`${photo.storageKey}-og.jpg`))),
      publishedAt: p.publishedAt,
    }
  }
  return { projects: rows.map(feedProject), last: ids.at(-1) ?? after }
}

async function* projectsFeed(db: Executor, scope: FeedScope, origin: string): AsyncGenerator<string> {
  yield PROJECTS_FEED_HEAD
  let after = 0
  for (;;) {
    const { projects, last } = await readProjects(db, scope, after, origin)
    if (projects.length) yield projects.map(projectXml).join('')
    if (projects.length < BATCH) break
    after = last
  }
  yield PROJECTS_FEED_TAIL
}

/** The projects feed as a stream of UTF-8 bytes. */
export function projectsFeedStream(db: Executor, scope: FeedScope, origin: string): ReadableStream<Uint8Array> {
  return textStream(projectsFeed(db, scope, origin))
}
