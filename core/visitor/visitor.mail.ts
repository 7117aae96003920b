/** The visitor tools' e-mails (saved-search digests, messages to agencies, campaign requests). */
import { formatCop } from '#core/shared/browser'
import { renderEmail, type MailLocale, type RenderedEmail } from '#core/notifications/browser'

/** An amount in an e-mail or notification: the site's `$ 2.500.000`, or a dash when unknown. */
export function formatAmount(value: number | null): string {
  return value == null ? '—' : formatCop(value)
}

export interface DigestItem {
  title: string
  /** A listing's code (a project has none). */
  code?: string
  url: string
  price: number | null
  /** New, cheaper, or (a project) a construction progress update. */
  reason: 'new' | 'repriced' | 'progress'
  oldPrice?: number | null
  /** A project's progress, in percent (reason "progress"). */
  percent?: number | null
  /** Barrio and municipality ("Laureles, Medellín"). */
  place: string
  /** An absolute address of the cover photo (JPEG), or null. */
  imageUrl: string | null
}

/** What a digest lists: listings or new-homes projects (a saved search's kind). */
export type DigestKind = 'listings' | 'projects'
type Counts = { fresh: number; dropped: number; progress: number }

/** "1 nuevo y 2 con precio rebajado": what a digest of several kinds of news holds. */
function newsList(parts: string[], and: string): string {
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`
}

/** What a digest calls its matches, one and many, new or not. */
const NOUNS = {
  'es-CO': {
    listings: { one: 'inmueble', many: 'inmuebles', newOne: 'inmueble nuevo', newMany: 'inmuebles nuevos' },
    projects: { one: 'proyecto', many: 'proyectos', newOne: 'proyecto nuevo', newMany: 'proyectos nuevos' },
  },
  en: {
    listings: { one: 'property', many: 'properties', newOne: 'new property', newMany: 'new properties' },
    projects: { one: 'project', many: 'projects', newOne: 'new project', newMany: 'new projects' },
  },
} as const
type Nouns = { one: string; many: string; newOne: string; newMany: string }

/**
 * The subject says what the e-mail holds: new matches, price drops ("Bajó de precio"),
 * construction progress ("Avance de obra"), or several. A digest of one price drop is never
 * titled "1 inmueble nuevo".
 */
const digestTexts = {
  'es-CO': {
    nouns: NOUNS['es-CO'],
    subject: ({ fresh, dropped, progress }: Counts, name: string, n: Nouns) =>
      dropped + progress === 0
        ? `${fresh} ${fresh === 1 ? n.newOne : n.newMany} para «${name}»`
        : fresh + progress === 0
          ? `Bajó de precio: ${dropped} ${dropped === 1 ? n.one : n.many} de «${name}»`
          : fresh + dropped === 0
            ? `Avance de obra: ${progress} ${progress === 1 ? n.one : n.many} de «${name}»`
            : `Novedades para «${name}»: ${newsList(
                [
                  ...(fresh ? [fresh === 1 ? '1 nuevo' : `${fresh} nuevos`] : []),
                  ...(dropped ? [`${dropped} con precio rebajado`] : []),
                  ...(progress ? [`${progress} con avance de obra`] : []),
                ],
                'y',
              )}`,
    pushTitle: ({ fresh, progress }: Counts, name: string, n: Nouns) =>
      fresh > 0
        ? `Nuevos ${n.many} para «${name}»`
        : progress > 0
          ? `Avance de obra: «${name}»`
          : `Bajó de precio: «${name}»`,
    pushBody: (total: number, n: Nouns) =>
      `${total} ${total === 1 ? `${n.one} coincide` : `${n.many} coinciden`} con tu búsqueda`,
    greeting: (name: string) => `Hola, ${name}:`,
    intro: (search: string, n: Nouns) => `Encontramos ${n.many} que coinciden con tu búsqueda «${search}»:`,
    new: 'Nuevo',
    repriced: (old: string) => `Bajó de precio (antes ${old})`,
    progress: (percent: number) => `Avance de obra: ${percent} %`,
    open: (n: Nouns) => `Ver ${n.one}`,
    more: (n: number) => `Y ${n} más en los resultados.`,
    action: 'Ver todos los resultados',
    unsubscribe: (url: string) => `¿No quieres más alertas de esta búsqueda? Cancélalas aquí: ${url}`,
  },
  en: {
    nouns: NOUNS.en,
    subject: ({ fresh, dropped, progress }: Counts, name: string, n: Nouns) =>
      dropped + progress === 0
        ? `${fresh} ${fresh === 1 ? n.newOne : n.newMany} for "${name}"`
        : fresh + progress === 0
          ? `Price drop: ${dropped} ${dropped === 1 ? n.one : n.many} in "${name}"`
          : fresh + dropped === 0
            ? `Construction progress: ${progress} ${progress === 1 ? n.one : n.many} in "${name}"`
            : `Updates for "${name}": ${newsList(
                [
                  ...(fresh ? [`${fresh} new`] : []),
                  ...(dropped ? [`${dropped} with a lower price`] : []),
                  ...(progress ? [`${progress} with construction progress`] : []),
                ],
                'and',
              )}`,
    pushTitle: ({ fresh, progress }: Counts, name: string, n: Nouns) =>
      fresh > 0
        ? `New ${n.many} for "${name}"`
        : progress > 0
          ? `Construction progress: "${name}"`
          : `Price drop: "${name}"`,
    pushBody: (total: number, n: Nouns) =>
      `${total} ${total === 1 ? `${n.one} matches` : `${n.many} match`} your search`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (search: string, n: Nouns) => `We found ${n.many} matching your search "${search}":`,
    new: 'New',
    repriced: (old: string) => `Price drop (was ${old})`,
    progress: (percent: number) => `Construction progress: ${percent}%`,
    open: (n: Nouns) => `See the ${n.one}`,
    more: (n: number) => `And ${n} more in the results.`,
    action: 'See all results',
    unsubscribe: (url: string) => `Don't want more alerts for this search? Cancel them here: ${url}`,
  },
} as const

export const DIGEST_MAX_ITEMS = 10

function countsOf(reasons: DigestItem['reason'][]): Counts {
  const n = (r: DigestItem['reason']) => reasons.filter((x) => x === r).length
  return { fresh: n('new'), dropped: n('repriced'), progress: n('progress') }
}

/** The push's title and body for a digest: a digest of price drops or progress is not called new. */
export function digestPush(
  locale: MailLocale,
  kind: DigestKind,
  reasons: DigestItem['reason'][],
  searchName: string,
): { title: string; body: string } {
  const t = digestTexts[locale]
  return {
    title: t.pushTitle(countsOf(reasons), searchName, t.nouns[kind]),
    body: t.pushBody(reasons.length, t.nouns[kind]),
  }
}

export function savedSearchDigest(p: {
  locale: MailLocale
  kind: DigestKind
  brand: string
  name: string
  searchName: string
  items: DigestItem[]
  /** Why each match is in it, all of them (the items are the first DIGEST_MAX_ITEMS). */
  reasons: DigestItem['reason'][]
  searchUrl: string
  unsubscribeUrl: string
}): RenderedEmail {
  const t = digestTexts[p.locale]
  const nouns = t.nouns[p.kind]
  const total = p.reasons.length
  const badge = (i: DigestItem) =>
    i.reason === 'new'
      ? t.new
      : i.reason === 'progress'
        ? t.progress(i.percent ?? 0)
        : t.repriced(formatAmount(i.oldPrice ?? null))
  const cards = p.items.slice(0, DIGEST_MAX_ITEMS).map((i) => ({
    title: i.code ? `${i.title} (${i.code})` : i.title,
    url: i.url,
    imageUrl: i.imageUrl,
    price: formatAmount(i.price),
    place: i.place,
    badge: badge(i),
    button: t.open(nouns),
  }))
  return renderEmail({
    brand: p.brand,
    subject: t.subject(countsOf(p.reasons), p.searchName, nouns),
    greeting: t.greeting(p.name),
    paragraphs: [t.intro(p.searchName, nouns)],
    cards,
    after: total > DIGEST_MAX_ITEMS ? [t.more(total - DIGEST_MAX_ITEMS)] : [],
    action: { label: t.action, url: p.searchUrl },
    footer: t.unsubscribe(p.unsubscribeUrl),
  })
}

export function agencyMessageEmail(p: {
  brand: string
  agency: string
  code: string
  title: string
  listingUrl: string
  /** A message about a builder's project (and one of its unit types) rather than a listing. */
  project?: { name: string; unitType: string | null } | null
  name: string
  email: string
  phone: string
  message: string
  leadId: number
}): RenderedEmail {
  const about = p.project
    ? `el proyecto ${p.project.name}${p.project.unitType ? ` (tipología ${p.project.unitType})` : ''}`
    : `el inmueble ${p.code} («${p.title}»)`
  return renderEmail({
    brand: p.brand,
    subject: p.project
      ? `Nuevo mensaje sobre el proyecto ${p.project.name}`
      : `Nuevo mensaje sobre el inmueble ${p.code}`,
    greeting: `Hola, ${p.agency}:`,
    paragraphs: [
      `Una persona escribió desde ${p.brand} sobre ${about}: ${p.listingUrl}`,
      `Nombre: ${p.name}`,
      `Correo: ${p.email}`,
      `Teléfono: ${p.phone}`,
      `Mensaje: ${p.message}`,
      'La persona autorizó el tratamiento de sus datos personales (Ley 1581 de 2012). Responde directamente a este correo para contestarle.',
    ],
    footer: `Lead #${p.leadId}`,
  })
}

export function campaignRequestEmail(p: {
  brand: string
  agency: string
  municipality: string
  lines: string[]
  leadId: number
}): RenderedEmail {
  return renderEmail({
    brand: p.brand,
    subject: `Nueva solicitud de inmueble en ${p.municipality}`,
    greeting: `Hola, ${p.agency}:`,
    paragraphs: ['Una persona busca inmueble en un municipio donde operas:', ...p.lines],
    footer: `Lead #${p.leadId}`,
  })
}
