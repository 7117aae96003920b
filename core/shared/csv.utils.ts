/**
 * CSV as Excel in Colombia opens it with a double click: UTF-8 with a byte order mark (or the
 * accents break), semicolons (the comma is the decimal separator there) and CRLF line ends. A cell
 * is quoted when it holds a semicolon, a comma, a quote or a line end; one that starts as a formula does
 * (= + - @) is prefixed with an apostrophe, so a visitor's message can never run in the agency's
 * spreadsheet.
 */
const BOM = '\ufeff'

function cell(value: string | number | null | undefined): string {
  if (value == null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  // Commas too: an Excel set to commas would split the cell there and read what follows as a formula.
  return /[;,"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: string[], rows: Array<Array<string | number | null | undefined>>): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n'
}
