/**
 * Reads an import file into records of text values (ADR 0018, docs/listing-import.md): CSV as
 * Excel in Colombia writes it (UTF-8 with or without BOM, or Windows-1252 from an older
 * Excel; semicolons or commas; quoted cells across lines) or the XML shape of the docs. Each
 * record keeps the line it starts on, for the report. A file that cannot be read at all is
 * a 422 on `file`; everything about single rows is judged later, row by row.
 */
import { parse as parseCsv, CsvError } from 'csv-parse/sync'
import { SaxesParser } from 'saxes'
import { AppError, validationError, type MessageRef } from '#core/shared'

/** One listing of the file: its fields as written (lists joined with `|`) and where it starts. */
export interface ImportRecord {
  line: number
  values: Record<string, string>
  /** Why the record cannot be a row at all (a CSV row with more or fewer cells than the header). */
  problem?: MessageRef
}

export interface ImportFile {
  format: 'csv' | 'xml'
  /** Columns (CSV header, or elements seen in XML) the importer does not know. */
  unknownFields: string[]
  records: ImportRecord[]
}

/** Rows an import may hold. */
export const IMPORT_MAX_ROWS = 20_000
/** Records read at most (blank lines included) before a file is refused as too long. */
const IMPORT_MAX_RECORDS = IMPORT_MAX_ROWS * 2
/** How deep an XML file may nest (root, listing, field, list item). */
const XML_MAX_DEPTH = 6
/** Bytes an import file may hold (5,000 full rows are about 3 MB). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024

function unreadable(message: MessageRef) {
  return validationError({ file: [message] }, 'admin.import.unreadable')
}

/** UTF-8 (its BOM dropped), else Windows-1252 as Excel's plain "CSV" writes it on Spanish Windows. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

const normalizeName = (name: string) => name.trim().toLowerCase()

/** The delimiter Excel used: the one of `;` and `,` the header row holds more of. */
function delimiterOf(text: string): ';' | ',' {
  const header = text.slice(0, text.search(/[\r\n]|$/))
  const count = (c: string) => header.split(c).length - 1
  return count(';') >= count(',') && count(';') > 0 ? ';' : ','
}

function readCsv(text: string): { fields: string[]; records: ImportRecord[] } {
  let rows: { record: string[]; raw: string }[]
  try {
    rows = parseCsv(text, {
      delimiter: delimiterOf(text),
      // The raw text of each record tells its lines (csv-parse's own count goes astray on CRLF inside quotes).
      raw: true,
      // Whatever ends the lines, even mixed in one file: a record ends at CRLF, LF or a lone CR.
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: false,
      // Never more records than the limit allows (blank lines count): a file of newlines stays small in memory.
      to: IMPORT_MAX_RECORDS + 1,
    }) as unknown as typeof rows
  } catch (error) {
    if (error instanceof CsvError)
      throw unreadable({
        key: 'admin.import.unreadable_at',
        params: { line: (error as CsvError & { lines?: number }).lines ?? 1 },
      })
    throw error
  }
  if (!rows.length) throw unreadable({ key: 'admin.import.empty' })
  if (rows.length > IMPORT_MAX_RECORDS)
    throw unreadable({ key: 'admin.import.too_many_rows', params: { limit: IMPORT_MAX_ROWS } })
  const fields = rows[0].record.map(normalizeName)
  const records: ImportRecord[] = []
  // A record's raw text ends with (part of) its line end; the line ends inside it are those of quoted cells.
  const linesOf = (raw: string) => (raw.replace(/[\r\n]$/, '').match(/\r\n|\r|\n/g)?.length ?? 0) + 1
  let line = 1 + linesOf(rows[0].raw)
  for (const { record, raw } of rows.slice(1)) {
    const start = line
    line += linesOf(raw)
    if (record.every((cell) => cell.trim() === '')) continue
    const values: Record<string, string> = {}
    fields.forEach((field, i) => {
      if (field) values[field] = record[i] ?? ''
    })
    // A row that lost or gained cells (a line break or a delimiter outside quotes) has its values
    // in the wrong columns: reported, never imported.
    const problem: MessageRef | undefined =
      record.length === fields.length
        ? undefined
        : { key: 'admin.import.cell_count' as const, params: { found: record.length, expected: fields.length } }
    records.push(problem ? { line: start, values, problem } : { line: start, values })
  }
  return { fields: fields.filter(Boolean), records }
}

/** Elements whose children are a list: `<features><feature>…</feature></features>`. */
function readXml(source: string): { fields: string[]; records: ImportRecord[] } {
  const parser = new SaxesParser({ position: true })
  const records: ImportRecord[] = []
  const fields = new Set<string>()
  // Depth 1 is the root, 2 a <listing>, 3 a field, 4 an item of a list field.
  let depth = 0
  let current: ImportRecord | null = null
  let field: string | null = null
  let text = ''
  let items: string[] = []
  parser.on('opentag', (tag) => {
    depth++
    if (depth > XML_MAX_DEPTH) throw unreadable({ key: 'admin.import.unreadable_at', params: { line: parser.line } })
    if (depth === 2 && records.length >= IMPORT_MAX_ROWS)
      throw unreadable({ key: 'admin.import.too_many_rows', params: { limit: IMPORT_MAX_ROWS } })
    if (depth === 2) current = { line: parser.line, values: {} }
    else if (depth === 3) {
      field = normalizeName(tag.name)
      text = ''
      items = []
    } else if (depth === 4) text = ''
  })
  const onText = (t: string) => {
    if (depth >= 3) text += t
  }
  parser.on('text', onText)
  parser.on('cdata', onText)
  parser.on('closetag', () => {
    if (depth === 4) items.push(text.trim())
    else if (depth === 3 && current && field) {
      current.values[field] = items.length ? items.filter(Boolean).join('|') : text.trim()
      fields.add(field)
      field = null
    } else if (depth === 2 && current) {
      records.push(current)
      current = null
    }
    depth--
  })
  try {
    parser.write(source).close()
  } catch (error) {
    if (error instanceof AppError) throw error
    throw unreadable({ key: 'admin.import.unreadable_at', params: { line: parser.line } })
  }
  return { fields: [...fields], records }
}

/** The column that ties a row to what it imports, and what a file without it is told. */
export interface ImportKey {
  field: string
  missing: MessageRef
}

const LISTING_KEY: ImportKey = { field: 'agency_code', missing: { key: 'admin.import.agency_code_missing' } }

/**
 * The file's records. `known` lists the field names the importer reads; the key column
 * (`agency_code` for listings) must be one of the file's fields, since it is what ties a row to
 * what it imports.
 */
export function readImportFile(bytes: Uint8Array, known: readonly string[], key = LISTING_KEY): ImportFile {
  if (bytes.byteLength > IMPORT_MAX_BYTES) throw new AppError('TOO_LARGE', { key: 'errors.too_large' })
  const text = decodeText(bytes).replace(/^\ufeff/, '')
  if (!text.trim()) throw unreadable({ key: 'admin.import.empty' })
  const format = text.trimStart().startsWith('<') ? 'xml' : 'csv'
  const { fields, records } = format === 'xml' ? readXml(text) : readCsv(text)
  if (!records.length) throw unreadable({ key: 'admin.import.empty' })
  if (records.length > IMPORT_MAX_ROWS)
    throw unreadable({ key: 'admin.import.too_many_rows', params: { limit: IMPORT_MAX_ROWS } })
  if (!fields.includes(key.field)) throw unreadable(key.missing)
  return { format, unknownFields: fields.filter((f) => !known.includes(f)), records }
}
