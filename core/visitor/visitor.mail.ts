/** The visitor tools' e-mails (saved-search digests, messages to agencies, campaign requests). */
import { formatCop } from '#core/shared/browser'
import { renderEmail, type MailLocale, type RenderedEmail } from '#core/notifications/browser'

/** An amount in an e-mail or notification: the site's `$ 2.500.000`, or a dash when unknown. */
export function formatAmount(value: number | null): string {
  return value == null ? '—' : formatCop(value)
}

export interface DigestItem {
  title: string
  code: string
  url: string
  price: number | null
  reason: 'new' | 'repriced'
  oldPrice?: number | null
  /** Barrio and municipality ("Laureles, Medellín"). */
  place: string
  /** An absolute address of the cover photo (JPEG), or null. */
  imageUrl: string | null
}

/**
 * The subject says what the e-mail holds: new listings, price drops ("Bajó de precio"), or both.
 * A digest of one price drop is never titled "1 inmueble nuevo".
 */
const digestTexts = {
  'es-CO': {
    subject: (fresh: number, dropped: number, name: string) =>
      dropped === 0
        ? fresh === 1
          ? `1 inmueble nuevo para «${name}»`
          : `${fresh} inmuebles nuevos para «${name}»`
        : fresh === 0
          ? `Bajó de precio: ${dropped === 1 ? '1 inmueble' : `${dropped} inmuebles`} de «${name}»`
          : `Novedades para «${name}»: ${fresh === 1 ? '1 nuevo' : `${fresh} nuevos`} y ${dropped} con precio rebajado`,
    pushTitle: (fresh: number, dropped: number, name: string) =>
      fresh === 0 ? `Bajó de precio: «${name}»` : `Nuevos inmuebles para «${name}»`,
    greeting: (name: string) => `Hola, ${name}:`,
    intro: (search: string) => `Encontramos inmuebles que coinciden con tu búsqueda «${search}»:`,
    new: 'Nuevo',
    repriced: (old: string) => `Bajó de precio (antes ${old})`,
    open: 'Ver inmueble',
    more: (n: number) => `Y ${n} más en los resultados.`,
    action: 'Ver todos los resultados',
    unsubscribe: (url: string) => `¿No quieres más alertas de esta búsqueda? Cancélalas aquí: ${url}`,
  },
  en: {
    subject: (fresh: number, dropped: number, name: string) =>
      dropped === 0
        ? fresh === 1
          ? `1 new property for "${name}"`
          : `${fresh} new properties for "${name}"`
        : fresh === 0
          ? `Price drop: ${dropped === 1 ? '1 property' : `${dropped} properties`} in "${name}"`
          : `Updates for "${name}": ${fresh} new and ${dropped} with a lower price`,
    pushTitle: (fresh: number, dropped: number, name: string) =>
      fresh === 0 ? `Price drop: "${name}"` : `New properties for "${name}"`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (search: string) => `We found properties matching your search "${search}":`,
    new: 'New',
    repriced: (old: string) => `Price drop (was ${old})`,
    open: 'See the property',
    more: (n: number) => `And ${n} more in the results.`,
    action: 'See all results',
    unsubscribe: (url: string) => `Don't want more alerts for this search? Cancel them here: ${url}`,
  },
} as const

export const DIGEST_MAX_ITEMS = 10

/** The push's title for a digest: a price drop is called so. */
export function digestPushTitle(locale: MailLocale, reasons: DigestItem['reason'][], searchName: string): string {
  const fresh = reasons.filter((r) => r === 'new').length
  return digestTexts[locale].pushTitle(fresh, reasons.length - fresh, searchName)
}

export function savedSearchDigest(p: {
  locale: MailLocale
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
  const fresh = p.reasons.filter((r) => r === 'new').length
  const total = p.reasons.length
  const cards = p.items.slice(0, DIGEST_MAX_ITEMS).map((i) => ({
    title: `${i.title} (${i.code})`,
    url: i.url,
    imageUrl: i.imageUrl,
    price: formatAmount(i.price),
    place: i.place,
    badge: i.reason === 'new' ? t.new : t.repriced(formatAmount(i.oldPrice ?? null)),
    button: t.open,
  }))
  return renderEmail({
    brand: p.brand,
    subject: t.subject(fresh, total - fresh, p.searchName),
    greeting: t.greeting(p.name),
    paragraphs: [t.intro(p.searchName)],
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
