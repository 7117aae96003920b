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
}

const digestTexts = {
  'es-CO': {
    subject: (n: number, name: string) =>
      n === 1 ? `1 inmueble nuevo para «${name}»` : `${n} inmuebles nuevos para «${name}»`,
    greeting: (name: string) => `Hola, ${name}:`,
    intro: (search: string) => `Encontramos inmuebles que coinciden con tu búsqueda «${search}»:`,
    new: 'Nuevo',
    repriced: (old: string) => `Nuevo precio (antes ${old})`,
    more: (n: number) => `Y ${n} más en los resultados.`,
    action: 'Ver todos los resultados',
    unsubscribe: (url: string) => `¿No quieres más alertas de esta búsqueda? Cancélalas aquí: ${url}`,
  },
  en: {
    subject: (n: number, name: string) =>
      n === 1 ? `1 new property for "${name}"` : `${n} new properties for "${name}"`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (search: string) => `We found properties matching your search "${search}":`,
    new: 'New',
    repriced: (old: string) => `New price (was ${old})`,
    more: (n: number) => `And ${n} more in the results.`,
    action: 'See all results',
    unsubscribe: (url: string) => `Don't want more alerts for this search? Cancel them here: ${url}`,
  },
} as const

export const DIGEST_MAX_ITEMS = 10

export function savedSearchDigest(p: {
  locale: MailLocale
  brand: string
  name: string
  searchName: string
  items: DigestItem[]
  total: number
  searchUrl: string
  unsubscribeUrl: string
}): RenderedEmail {
  const t = digestTexts[p.locale]
  const lines = p.items.slice(0, DIGEST_MAX_ITEMS).map((i) => {
    const reason = i.reason === 'new' ? t.new : t.repriced(formatAmount(i.oldPrice ?? null))
    return `• ${i.title} (${i.code}) — ${formatAmount(i.price)} — ${reason}\n  ${i.url}`
  })
  const paragraphs = [t.intro(p.searchName), ...lines]
  if (p.total > DIGEST_MAX_ITEMS) paragraphs.push(t.more(p.total - DIGEST_MAX_ITEMS))
  const mail = renderEmail({
    brand: p.brand,
    subject: t.subject(p.total, p.searchName),
    greeting: t.greeting(p.name),
    paragraphs,
    action: { label: t.action, url: p.searchUrl },
    footer: t.unsubscribe(p.unsubscribeUrl),
  })
  return mail
}

export function agencyMessageEmail(p: {
  brand: string
  agency: string
  code: string
  title: string
  listingUrl: string
  name: string
  email: string
  phone: string
  message: string
  leadId: number
}): RenderedEmail {
  return renderEmail({
    brand: p.brand,
    subject: `Nuevo mensaje sobre el inmueble ${p.code}`,
    greeting: `Hola, ${p.agency}:`,
    paragraphs: [
      `Una persona escribió desde ${p.brand} sobre el inmueble ${p.code} («${p.title}»): ${p.listingUrl}`,
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
