/**
 * The calendar invitation (RFC 5545 iCalendar, iTIP METHOD REQUEST or CANCEL) attached to the
 * visit e-mails, so the visit lands in the visitor's and the agency's calendars. Small and
 * pure: CRLF line ends, lines folded at 75 octets without splitting a UTF-8 character, TEXT
 * values escaped. One UID per visit; SEQUENCE grows with each change so a client replaces
 * the event it has (and removes it on CANCEL).
 */

export interface CalendarPerson {
  name: string
  email: string
}

export interface CalendarInvitation {
  method: 'REQUEST' | 'CANCEL'
  uid: string
  sequence: number
  /** CONFIRMED, TENTATIVE (a time the agency proposed, not yet accepted) or CANCELLED. */
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
  start: Date
  end: Date
  /** When this version was made (DTSTAMP). */
  stamp: Date
  summary: string
  description?: string
  location?: string
  url?: string
  organizer: CalendarPerson
  attendee: CalendarPerson & { partstat: 'ACCEPTED' | 'NEEDS-ACTION' }
  productId?: string
}

const CRLF = '\r\n'
const encoder = new TextEncoder()

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** A parameter value (CN=…): quoted, without the characters a quoted value cannot hold. */
function paramValue(value: string): string {
  const printable = [...value].filter((c) => c >= ' ' && c !== '\u007f' && c !== '"' && c !== '\\').join('')
  return `"${printable}"`
}

/**
 * Folds a content line so that no line is longer than 75 octets: the rest continues on the next
 * line after CRLF and one space (RFC 5545 §3.1). Never inside a multi-byte UTF-8 character.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line
  const parts: string[] = []
  let current = ''
  let octets = 0
  // The first line holds 75 octets; each continuation 74 after its leading space.
  let limit = 75
  for (const char of line) {
    const size = encoder.encode(char).length
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
      limit = 74
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

/** A date-time in UTC: 20261120T150000Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

function mailto(email: string): string {
  return `mailto:${email.replace(/[\s"<>]/g, '')}`
}

/** The whole VCALENDAR, lines ending in CRLF. */
export function calendarInvitation(event: CalendarInvitation): string {
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${event.productId ?? '-//Wi Inmuebles//Visitas//ES'}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `STATUS:${event.status}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${event.attendee.partstat};RSVP=FALSE:${mailto(event.attendee.email)}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
