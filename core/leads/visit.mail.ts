/**
 * The e-mails of a visit request, for the outbox: the request (to the agency, and a receipt to
 * the visitor with the link to manage it), the agreed or proposed time (both sides, each with
 * the calendar invitation attached) and the cancellation (both sides; a METHOD:CANCEL of the
 * same event when an invitation had been sent). The visitor reads their language; the agency
 * Spanish, as its other e-mails. Times are said in Bogotá time.
 */
import { renderEmail, type MailLocale } from '#core/notifications'
import { calendarInvitation } from './visit-calendar.utils'
import { BOGOTA_TIME_ZONE } from './visit-hours.constants'
import { visitEnd } from './visit-slot.rules'

/** Everything the visit e-mails say. */
export interface VisitMailFacts {
  brand: string
  /** The calendar event's UID (one per visit). */
  uid: string
  sequence: number
  code: string
  title: string
  /** The listing's public place (barrio, municipality, department); never the address. */
  place: string
  listingUrl: string
  /** A visit to a builder's sales room about a project (and one of its unit types) rather than a listing. */
  project: {
    name: string
    unitType: string | null
    salesRoom?: { address: string | null; hours: string | null }
  } | null
  /** Where the agency's copies go (the adviser's or the agency's address). */
  agency: { name: string; email: string }
  visitor: { name: string; email: string; phone: string | null }
  slots: Date[]
  scheduledAt: Date | null
  /** The visitor's page to cancel (or accept a proposed time). */
  manageUrl: string
  /** The agency's page of the request in the leads inbox. */
  inboxUrl: string
  locale: MailLocale
}

/**
 * One e-mail for the outbox. `icalEvent` goes through the mailer to nodemailer's option of that
 * name: an inline text/calendar part (method=REQUEST or CANCEL) that calendar clients act on,
 * plus the same file attached under `filename`.
 */
export interface VisitEmail {
  template: string
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string }
}

const texts = {
  'es-CO': {
    dateLocale: 'es-CO',
    timeZoneNote: 'hora de Colombia',
    greeting: (name: string) => `Hola, ${name}:`,
    requestedSubject: (s: Said) => `Recibimos tu solicitud de visita ${s.to}`,
    requestedBody: (agency: string, s: Said) =>
      `Enviamos a ${agency} tu solicitud para visitar ${s.what}. Te escribiremos cuando confirme un horario.`,
    yourSlots: 'Los horarios que propusiste:',
    manage: 'Ver o cancelar la solicitud',
    confirmedSubject: (s: Said) => `Visita confirmada: ${s.short}`,
    confirmedBody: (agency: string, when: string) => `${agency} confirmó tu visita para el ${when}.`,
    acceptedBody: (agency: string, when: string) =>
      `Aceptaste el horario que propuso ${agency}: tu visita quedó para el ${when}.`,
    proposedSubject: (s: Said) => `${s.short}: ${s.party} propone otro horario para tu visita`,
    proposedBody: (agency: string, when: string) =>
      `${agency} no puede en los horarios que propusiste y te propone el ${when}. Acéptalo o cancela la solicitud con el enlace.`,
    manageProposed: 'Aceptar o cancelar',
    where: (place: string) => `Lugar: ${place}. La inmobiliaria te indicará la dirección exacta.`,
    salesRoom: (address: string) => `Sala de ventas: ${address}.`,
    salesRoomHours: (hours: string) => `Horario de la sala de ventas: ${hours}.`,
    invitation: 'Adjuntamos la invitación para tu calendario.',
    cancelledSubject: (s: Said) => `Visita cancelada: ${s.short}`,
    cancelledByAgency: (agency: string) => `${agency} canceló la visita.`,
    cancelledByVisitor: 'Cancelaste la visita.',
    reason: (reason: string) => `Motivo: ${reason}`,
    listing: (project: boolean) => (project ? 'Ver el proyecto' : 'Ver el inmueble'),
    footer: (agency: string) => `Si tienes preguntas, responde a este correo para escribirle a ${agency}.`,
    summary: (s: Said) => `Visita ${s.to}`,
    filename: 'invitacion.ics',
  },
  en: {
    dateLocale: 'en-US',
    timeZoneNote: 'Colombia time',
    greeting: (name: string) => `Hello ${name},`,
    requestedSubject: (s: Said) => `We received your request to visit ${s.to}`,
    requestedBody: (agency: string, s: Said) =>
      `We sent ${agency} your request to visit ${s.what}. We will write when they confirm a time.`,
    yourSlots: 'The times you proposed:',
    manage: 'View or cancel the request',
    confirmedSubject: (s: Said) => `Visit confirmed: ${s.short}`,
    confirmedBody: (agency: string, when: string) => `${agency} confirmed your visit on ${when}.`,
    acceptedBody: (agency: string, when: string) =>
      `You accepted the time ${agency} proposed: your visit is on ${when}.`,
    proposedSubject: (s: Said) => `${s.short}: ${s.party} proposes another time for your visit`,
    proposedBody: (agency: string, when: string) =>
      `${agency} cannot make the times you proposed and suggests ${when}. Accept it or cancel the request with the link.`,
    manageProposed: 'Accept or cancel',
    where: (place: string) => `Where: ${place}. The agency will give you the exact address.`,
    salesRoom: (address: string) => `Sales room: ${address}.`,
    salesRoomHours: (hours: string) => `Sales room hours: ${hours}.`,
    invitation: 'The calendar invitation is attached.',
    cancelledSubject: (s: Said) => `Visit cancelled: ${s.short}`,
    cancelledByAgency: (agency: string) => `${agency} cancelled the visit.`,
    cancelledByVisitor: 'You cancelled the visit.',
    reason: (reason: string) => `Reason: ${reason}`,
    listing: (project: boolean) => (project ? 'See the project' : 'See the listing'),
    footer: (agency: string) => `If you have questions, reply to this e-mail to write to ${agency}.`,
    summary: (s: Said) => `Visit to ${s.what}`,
    filename: 'invitation.ics',
  },
} as const

/** How an e-mail names what is visited: a listing, or a project's sales room. */
interface Said {
  /** "el inmueble X («title»)" / "la sala de ventas del proyecto X (tipología Y)". */
  what: string
  /** "al inmueble X" / "a la sala de ventas del proyecto X" (Spanish; the English says `what`). */
  to: string
  /** "inmueble X" / "proyecto X". */
  short: string
  /** Who answers: "la inmobiliaria" / "la constructora". */
  party: string
}

function said(f: VisitMailFacts, locale: MailLocale): Said {
  const es = locale === 'es-CO'
  if (f.project) {
    const unit = f.project.unitType
      ? es
        ? ` (tipología ${f.project.unitType})`
        : ` (unit type ${f.project.unitType})`
      : ''
    const room = es ? `la sala de ventas del proyecto ${f.project.name}` : `the sales room of project ${f.project.name}`
    return {
      what: room + unit,
      to: es ? `a ${room}` : room,
      short: es ? `proyecto ${f.project.name}` : `project ${f.project.name}`,
      party: es ? 'la constructora' : 'the builder',
    }
  }
  return {
    what: es ? `el inmueble ${f.code} («${f.title}»)` : `listing ${f.code} ("${f.title}")`,
    to: es ? `al inmueble ${f.code}` : `listing ${f.code}`,
    short: es ? `inmueble ${f.code}` : `listing ${f.code}`,
    party: es ? 'la inmobiliaria' : 'the agency',
  }
}

/** Where the visit is: the sales room's address and hours, or the listing's public place. */
function whereLines(f: VisitMailFacts, locale: MailLocale): string[] {
  const t = texts[locale]
  const room = f.project?.salesRoom
  if (!f.project) return [t.where(f.place)]
  return [...(room?.address ? [t.salesRoom(room.address)] : []), ...(room?.hours ? [t.salesRoomHours(room.hours)] : [])]
}

/** "jueves, 19 de noviembre de 2026, 10:00 a. m. (hora de Colombia)". */
export function visitTime(date: Date, locale: MailLocale): string {
  const t = texts[locale]
  const text = new Intl.DateTimeFormat(t.dateLocale, {
    timeZone: BOGOTA_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date)
  return `${text} (${t.timeZoneNote})`
}

function invitation(
  f: VisitMailFacts,
  locale: MailLocale,
  method: 'REQUEST' | 'CANCEL',
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED',
  audience: 'visitor' | 'agency',
) {
  const start = f.scheduledAt!
  const es = said(f, 'es-CO')
  const description =
    audience === 'visitor'
      ? `${f.listingUrl}\n${texts[locale].manage}: ${f.manageUrl}`
      : `${f.visitor.name} · ${f.visitor.phone ?? ''} · ${f.visitor.email}\n${f.inboxUrl}`
  const content = calendarInvitation({
    method,
    uid: f.uid,
    sequence: f.sequence,
    status,
    start,
    end: visitEnd(start),
    stamp: new Date(),
    summary: audience === 'visitor' ? texts[locale].summary(said(f, locale)) : `Visita de ${f.visitor.name} ${es.to}`,
    description,
    location: f.project?.salesRoom?.address || f.place,
    url: f.listingUrl,
    organizer: f.agency,
    attendee: {
      name: f.visitor.name,
      email: f.visitor.email,
      partstat: status === 'TENTATIVE' ? 'NEEDS-ACTION' : 'ACCEPTED',
    },
  })
  return { method, filename: texts[locale].filename, content }
}

/** The agency's copy of a new request (Reply-To: the visitor) and the visitor's receipt. */
export function visitRequestedEmails(f: VisitMailFacts, leadId: number): { agency: VisitEmail; visitor: VisitEmail } {
  const v = texts[f.locale]
  const es = said(f, 'es-CO')
  const agency = renderEmail({
    brand: f.brand,
    subject: `Solicitud de visita ${es.to}`,
    greeting: `Hola, ${f.agency.name}:`,
    paragraphs: [
      `${f.visitor.name} quiere visitar ${es.what}: ${f.listingUrl}`,
      `Horarios propuestos: ${f.slots.map((s) => visitTime(s, 'es-CO')).join('; ')}`,
      `Correo: ${f.visitor.email}`,
      `Teléfono: ${f.visitor.phone ?? ''}`,
      'La persona autorizó el tratamiento de sus datos personales (Ley 1581 de 2012). Confirma un horario, propón otro o cancela desde la bandeja de contactos:',
    ],
    action: { label: 'Responder la solicitud', url: f.inboxUrl },
    footer: `Lead #${leadId}`,
  })
  const visitor = renderEmail({
    brand: f.brand,
    subject: v.requestedSubject(said(f, f.locale)),
    greeting: v.greeting(f.visitor.name),
    paragraphs: [
      v.requestedBody(f.agency.name, said(f, f.locale)),
      `${v.yourSlots} ${f.slots.map((s) => visitTime(s, f.locale)).join('; ')}`,
      ...(f.project ? whereLines(f, f.locale) : []),
    ],
    action: { label: v.manage, url: f.manageUrl },
    footer: v.footer(f.agency.name),
  })
  return {
    agency: { template: 'visit-requested', to: f.agency.email, replyTo: f.visitor.email, ...agency },
    visitor: { template: 'visit-requested-receipt', to: f.visitor.email, replyTo: f.agency.email, ...visitor },
  }
}

/**
 * The agreed time (`confirmed`, by the agency or by the visitor accepting the agency's proposal)
 * or the agency's proposal (`proposed`), to both sides with the invitation.
 */
export function visitScheduledEmails(
  f: VisitMailFacts,
  kind: 'confirmed' | 'proposed',
  by: 'visitor' | 'agency' = 'agency',
): VisitEmail[] {
  const v = texts[f.locale]
  const status = kind === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE'
  const when = visitTime(f.scheduledAt!, f.locale)
  const s = said(f, f.locale)
  const es = said(f, 'es-CO')
  const visitor = renderEmail({
    brand: f.brand,
    subject: kind === 'confirmed' ? v.confirmedSubject(s) : v.proposedSubject(s),
    greeting: v.greeting(f.visitor.name),
    paragraphs: [
      kind === 'proposed'
        ? v.proposedBody(f.agency.name, when)
        : by === 'visitor'
          ? v.acceptedBody(f.agency.name, when)
          : v.confirmedBody(f.agency.name, when),
      f.project ? `${s.what} · ${f.listingUrl}` : `${f.code} · ${f.title} · ${f.listingUrl}`,
      ...whereLines(f, f.locale),
      v.invitation,
    ],
    action: { label: kind === 'confirmed' ? v.manage : v.manageProposed, url: f.manageUrl },
    footer: v.footer(f.agency.name),
  })
  const whenEs = visitTime(f.scheduledAt!, 'es-CO')
  const agency = renderEmail({
    brand: f.brand,
    subject:
      kind === 'confirmed'
        ? `Visita confirmada: ${f.visitor.name}, ${es.short}`
        : `Propusiste otro horario a ${f.visitor.name}: ${es.short}`,
    greeting: `Hola, ${f.agency.name}:`,
    paragraphs: [
      kind === 'proposed'
        ? `Propusiste a ${f.visitor.name} visitar ${es.what} el ${whenEs}. Te avisaremos si lo acepta.`
        : by === 'visitor'
          ? `${f.visitor.name} aceptó el horario que propusiste: la visita ${es.to} quedó para el ${whenEs}.`
          : `La visita de ${f.visitor.name} ${es.to} quedó para el ${whenEs}.`,
      `Teléfono: ${f.visitor.phone ?? ''} · Correo: ${f.visitor.email}`,
      'Adjuntamos la invitación para tu calendario.',
    ],
    action: { label: 'Ver la solicitud', url: f.inboxUrl },
    footer: f.brand,
  })
  return [
    {
      template: `visit-${kind}`,
      to: f.visitor.email,
      replyTo: f.agency.email,
      ...visitor,
      icalEvent: invitation(f, f.locale, 'REQUEST', status, 'visitor'),
    },
    {
      template: `visit-${kind}-agency`,
      to: f.agency.email,
      replyTo: f.visitor.email,
      ...agency,
      icalEvent: invitation(f, 'es-CO', 'REQUEST', status, 'agency'),
    },
  ]
}

/** The cancellation to both sides; with `withInvitation`, a METHOD:CANCEL removes the event from their calendars. */
export function visitCancelledEmails(
  f: VisitMailFacts,
  by: 'visitor' | 'agency',
  reason: string,
  withInvitation: boolean,
): VisitEmail[] {
  const v = texts[f.locale]
  const when = f.scheduledAt ? visitTime(f.scheduledAt, f.locale) : null
  const es = said(f, 'es-CO')
  const visitor = renderEmail({
    brand: f.brand,
    subject: v.cancelledSubject(said(f, f.locale)),
    greeting: v.greeting(f.visitor.name),
    paragraphs: [
      by === 'agency' ? v.cancelledByAgency(f.agency.name) : v.cancelledByVisitor,
      ...(when ? [when] : []),
      ...(reason ? [v.reason(reason)] : []),
      f.project ? said(f, f.locale).what : `${f.code} · ${f.title}`,
    ],
    action: { label: v.listing(f.project != null), url: f.listingUrl },
    footer: v.footer(f.agency.name),
  })
  const agency = renderEmail({
    brand: f.brand,
    subject: `Visita cancelada: ${f.visitor.name}, ${es.short}`,
    greeting: `Hola, ${f.agency.name}:`,
    paragraphs: [
      by === 'visitor'
        ? `${f.visitor.name} canceló su visita ${es.to}.`
        : `Cancelaste la visita de ${f.visitor.name} ${es.to}.`,
      ...(f.scheduledAt ? [visitTime(f.scheduledAt, 'es-CO')] : []),
      ...(reason ? [`Motivo: ${reason}`] : []),
    ],
    action: { label: 'Ver la solicitud', url: f.inboxUrl },
    footer: f.brand,
  })
  const cancel = (locale: MailLocale, audience: 'visitor' | 'agency') =>
    withInvitation ? { icalEvent: invitation(f, locale, 'CANCEL', 'CANCELLED', audience) } : {}
  return [
    {
      template: 'visit-cancelled',
      to: f.visitor.email,
      replyTo: f.agency.email,
      ...visitor,
      ...cancel(f.locale, 'visitor'),
    },
    {
      template: 'visit-cancelled-agency',
      to: f.agency.email,
      replyTo: f.visitor.email,
      ...agency,
      ...cancel('es-CO', 'agency'),
    },
  ]
}
