/**
 * Places and property types the shell needs (footer links, home tiles and search box),
 * read through the places and catalogue modules and kept in memory for a few minutes:
 * they change only when an operator edits the catalogue.
 */
import type { Locale } from '#i18n'
import { listPropertyTypes, type PropertyType } from '#core/catalog'
import { listFeaturedMunicipalities, listMunicipalities, type Municipality } from '#core/places'
import { runtime } from '#core/shared'
import { landingCatalogue } from '#core/search'
import { HOME_CITIES } from '../components/shell/home-cities'
import { FOOTER_MUNICIPALITY_CODES, type FooterPlace, type FooterType } from './footer-links.server'

const TTL_MS = 5 * 60_000
/** DANE code of Antioquia: the footer's type links search there by default. */
const DEFAULT_DEPARTMENT_CODE = '05'

interface Snapshot {
  types: PropertyType[]
  antioquia: Municipality[]
  featured: Municipality[]
  homeCities: Municipality[]
  /** Municipalities' slugs in landing addresses, by id. */
  landingSlugs: Map<number, string>
}

let cache: Promise<Snapshot> | undefined
let cachedAt = 0
let cachedDb: unknown

async function readSnapshot(): Promise<Snapshot> {
  const db = runtime().db
  const [types, featured, landings] = await Promise.all([
    listPropertyTypes(db),
    listFeaturedMunicipalities(db),
    landingCatalogue(db),
  ])
  const antioquiaId = featured.find((m) => m.departmentCode === DEFAULT_DEPARTMENT_CODE)?.departmentId
  const antioquia = antioquiaId ? await listMunicipalities(db, { departmentId: antioquiaId }) : []
  const known = new Map([...antioquia, ...featured].map((m) => [m.code, m]))
  const homeCities = HOME_CITIES.map((c) => known.get(c.code)).filter((m): m is Municipality => Boolean(m))
  const landingSlugs = new Map([...landings.municipalities].map(([id, m]) => [id, m.slug]))
  return { types, antioquia, featured, homeCities, landingSlugs }
}

function snapshot(): Promise<Snapshot> {
  const db = runtime().db
  if (!cache || cachedDb !== db || Date.now() - cachedAt > TTL_MS) {
    cachedAt = Date.now()
    cachedDb = db
    cache = readSnapshot().catch((error: unknown) => {
      cache = undefined
      throw error
    })
  }
  return cache
}

const VALLE_DE_ABURRA = ['05001', '05266', '05631', '05360', '05088', '05380', '05129', '05079', '05212', '05308']

export interface FooterSource {
  places: FooterPlace[]
  types: FooterType[]
}

export async function loadFooterSource(locale: Locale): Promise<FooterSource | null> {
  const snap = await snapshot()
  const byCode = new Map(snap.antioquia.map((m) => [m.code, m]))
  const places = FOOTER_MUNICIPALITY_CODES.map((code) => byCode.get(code))
    .filter((m): m is Municipality => Boolean(m))
    .map((m) => ({
      id: m.id,
      departmentId: m.departmentId,
      name: m.displayName,
      slug: snap.landingSlugs.get(m.id) ?? m.slug,
    }))
  const types = snap.types.map((t) => ({ id: t.id, slug: t.slug, plural: locale === 'en' ? t.pluralEn : t.pluralEs }))
  return { places, types }
}

export interface HomeMunicipality {
  id: number
  code: string
  departmentId: number
  name: string
  departmentName: string
}

export interface HomeSource {
  /** Municipalities of the 8 tiles, by DANE code. */
  municipalities: HomeMunicipality[]
  featured: HomeMunicipality[]
  more: HomeMunicipality[]
  types: Array<{ id: number; slug: string; name: string }>
}

function homeMunicipality(m: Municipality): HomeMunicipality {
  return { id: m.id, code: m.code, departmentId: m.departmentId, name: m.displayName, departmentName: m.departmentName }
}

export async function loadHomeSource(locale: Locale): Promise<HomeSource | null> {
  const snap = await snapshot()
  const featuredCodes = new Set(snap.featured.map((m) => m.code))
  const byCode = new Map(snap.antioquia.map((m) => [m.code, m]))
  const more = VALLE_DE_ABURRA.filter((code) => !featuredCodes.has(code))
    .map((code) => byCode.get(code))
    .filter((m): m is Municipality => Boolean(m))
  return {
    municipalities: snap.homeCities.map(homeMunicipality),
    featured: snap.featured.map(homeMunicipality),
    more: more.map(homeMunicipality),
    types: snap.types.map((t) => ({ id: t.id, slug: t.slug, name: locale === 'en' ? t.nameEn : t.nameEs })),
  }
}
