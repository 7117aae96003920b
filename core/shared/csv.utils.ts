/**
 * CSV as Excel in Colombia opens it with a double click: UTF-8 with a byte order mark (or the
 * accents break), semicolons (the comma is the decimal separator there) and CRLF line ends. A cell
 * is quoted when it holds a semicolon, a comma, a quote or a line end; one that starts as a formula does
 * (= + - @) is prefixed with an apostrophe, so a visitor's message can never run in the agency's
 * spreadsheet. A date is written in Colombia's time (America/Bogota) as `dd/mm/yyyy hh:mm`,
 * which Excel and LibreOffice set to Spanish (Colombia) read as a date; a fraction has a decimal comma.
 * Every CSV the portal offers (leads, statistics, import reports) is written here.
 */
const BOM = '\ufeff'

export type CsvCell = string | number | Date | null | undefined

const BOGOTA_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Bogota',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** `dd/mm/yyyy hh:mm` in Bogotá: 2026-11-29T02:30Z is `28/11/2026 21:30`. */
export function csvDateTime(date: Date): string {
  const part = Object.fromEntries(BOGOTA_DATE_TIME.formatToParts(date).map((p) => [p.type, p.value]))
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`
}

function cell(value: CsvCell): string {
  if (value == null) return ''
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : csvDateTime(value)
  // A number keeps its sign (never a formula) and takes the decimal comma Excel in Colombia reads.
  let text: string
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value).replace('.', ',') : ''
  else text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  // Commas too: an Excel set to commas would split the cell there and read what follows as a formula.
  return /[;,"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The whole file: BOM, the header row, then one CRLF-ended row per entry of `rows`. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n'
}
