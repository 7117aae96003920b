import { expect, test } from 'vitest'
import { calendarInvitation, escapeText, foldLine, utcStamp, type CalendarInvitation } from './visit-calendar.utils'

const octets = (s: string) => new TextEncoder().encode(s).length

const event: CalendarInvitation = {
  method: 'REQUEST',
  uid: 'visit-AbCdEfGh@wi.example',
  sequence: 1,
  status: 'CONFIRMED',
  start: new Date('2026-11-20T15:00:00Z'),
  end: new Date('2026-11-20T16:00:00Z'),
  stamp: new Date('2026-11-18T12:34:56.789Z'),
  summary: 'Visita: Apartamento en Laureles, Medellín; código WI-1',
  description: 'Línea uno\nLínea dos con \\ barra',
  location: 'Laureles, Medellín, Antioquia',
  organizer: { name: 'Alfa "Inmuebles"', email: 'ventas@alfa.test' },
  attendee: { name: 'Pedro Pérez', email: 'pedro@example.com', partstat: 'ACCEPTED' },
}

test('TEXT values escape backslash, semicolon, comma and line breaks', () => {
  expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
})

test('UTC date-times without separators or milliseconds', () => {
  expect(utcStamp(new Date('2026-11-18T12:34:56.789Z'))).toBe('20261118T123456Z')
})

test('long lines fold at 75 octets with CRLF and a space, never inside a UTF-8 character', () => {
  const line = `DESCRIPTION:${'á'.repeat(100)}`
  const folded = foldLine(line)
  const parts = folded.split('\r\n')
  expect(parts.length).toBeGreaterThan(1)
  for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75)
  for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true)
  // Unfolding (remove CRLF + one space) gives the line back.
  expect(folded.replace(/\r\n /g, '')).toBe(line)
  expect(foldLine('SHORT:line')).toBe('SHORT:line')
  expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75))
  expect(foldLine('X'.repeat(76)).split('\r\n')).toEqual(['X'.repeat(75), ' X'])
})

test('a REQUEST invitation: CRLF everywhere, stable UID, UTC times, organizer and attendee', () => {
  const ics = calendarInvitation(event)
  expect(ics.endsWith('\r\n')).toBe(true)
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  const lines = ics.replace(/\r\n /g, '').split('\r\n')
  expect(lines[0]).toBe('BEGIN:VCALENDAR')
  expect(lines).toContain('METHOD:REQUEST')
  expect(lines).toContain('UID:visit-AbCdEfGh@wi.example')
  expect(lines).toContain('SEQUENCE:1')
  expect(lines).toContain('DTSTART:20261120T150000Z')
  expect(lines).toContain('DTEND:20261120T160000Z')
  expect(lines).toContain('DTSTAMP:20261118T123456Z')
  expect(lines).toContain('STATUS:CONFIRMED')
  expect(lines).toContain('SUMMARY:Visita: Apartamento en Laureles\\, Medellín\\; código WI-1')
  expect(lines).toContain('DESCRIPTION:Línea uno\\nLínea dos con \\\\ barra')
  expect(lines).toContain('LOCATION:Laureles\\, Medellín\\, Antioquia')
  expect(lines).toContain('ORGANIZER;CN="Alfa Inmuebles":mailto:ventas@alfa.test')
  expect(lines).toContain(
    'ATTENDEE;CN="Pedro Pérez";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:pedro@example.com',
  )
  for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
  expect(lines.at(-2)).toBe('END:VCALENDAR')
})

test('a CANCEL keeps the UID with a higher SEQUENCE', () => {
  const ics = calendarInvitation({ ...event, method: 'CANCEL', status: 'CANCELLED', sequence: 2 })
  expect(ics).toContain('METHOD:CANCEL\r\n')
  expect(ics).toContain('STATUS:CANCELLED\r\n')
  expect(ics).toContain('SEQUENCE:2\r\n')
  expect(ics).toContain('UID:visit-AbCdEfGh@wi.example\r\n')
})
