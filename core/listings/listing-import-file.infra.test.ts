import { expect, test } from 'vitest'
import { decodeText, readImportFile } from './listing-import-file.infra'

const FIELDS = ['agency_code', 'title', 'description', 'features'] as const
const utf8 = (text: string) => new TextEncoder().encode(text)

test('a CSV row keeps the line it starts on, past quoted cells that span lines and blank lines', () => {
  const file = readImportFile(
    utf8(
      'agency_code;title;description\r\nA-1;Uno;"Primera línea\r\nsegunda; con punto y coma"\r\n\r\nA-2;"Dos ""grande""";\r\n',
    ),
    FIELDS,
  )
  expect(file.format).toBe('csv')
  expect(file.records).toEqual([
    {
      line: 2,
      values: { agency_code: 'A-1', title: 'Uno', description: 'Primera línea\r\nsegunda; con punto y coma' },
    },
    { line: 5, values: { agency_code: 'A-2', title: 'Dos "grande"', description: '' } },
  ])
})

test('commas are the delimiter when the header has more of them; unknown columns are named', () => {
  const file = readImportFile(utf8('agency_code,title,colour\nA-1,"Casa, grande",azul\n'), FIELDS)
  expect(file.records[0].values).toEqual({ agency_code: 'A-1', title: 'Casa, grande', colour: 'azul' })
  expect(file.unknownFields).toEqual(['colour'])
})

test('Windows-1252 bytes read as Excel wrote them; UTF-8 with a BOM loses the BOM', () => {
  expect(decodeText(Uint8Array.from([0x43, 0x61, 0x6c, 0x69, 0x20, 0xf1, 0xe9]))).toBe('Cali ñé')
  const file = readImportFile(utf8('\ufeffagency_code;title\nA-1;Año nuevo\n'), FIELDS)
  expect(file.records[0].values.agency_code).toBe('A-1')
})

test('XML: list elements join with |, CDATA is text, a listing starts on its own line', () => {
  const xml = `<?xml version="1.0"?>
<listings>
  <listing>
    <agency_code>X-1</agency_code>
    <description><![CDATA[a < b & c]]></description>
    <features><feature>Piscina</feature><feature>Balcón</feature></features>
  </listing>
  <listing><agency_code>X-2</agency_code></listing>
</listings>`
  const file = readImportFile(utf8(xml), FIELDS)
  expect(file.format).toBe('xml')
  expect(file.records).toEqual([
    { line: 3, values: { agency_code: 'X-1', description: 'a < b & c', features: 'Piscina|Balcón' } },
    { line: 8, values: { agency_code: 'X-2' } },
  ])
})

test('a file that cannot be read is one 422 on file, naming the line', () => {
  const refused = (text: string) => {
    try {
      readImportFile(utf8(text), FIELDS)
    } catch (error) {
      return (error as { fields: Record<string, { key: string; params?: unknown }[]> }).fields.file[0]
    }
    throw new Error('accepted')
  }
  expect(refused('agency_code;title\nA-1;"sin cerrar\n')).toMatchObject({ key: 'admin.import.unreadable_at' })
  expect(refused('<listings>\n<listing><agency_code>A</listing>')).toEqual({
    key: 'admin.import.unreadable_at',
    params: { line: 2 },
  })
  expect(refused('title\nCasa\n')).toEqual({ key: 'admin.import.agency_code_missing' })
  expect(refused('   ')).toEqual({ key: 'admin.import.empty' })
  expect(refused('agency_code;title\n')).toEqual({ key: 'admin.import.empty' })
})

test('a row is on the line the file shows it, whatever ends the lines (LF, CRLF, CR, mixed)', () => {
  const rows = ['agency_code;title;description', 'A-1;Uno;x', 'A-2;Dos;"dos\nlíneas"', '', 'A-3;Tres;z']
  const expected = [2, 3, 6]
  for (const end of ['\n', '\r\n', '\r']) {
    const text = rows.join(end).replace('dos\nlíneas', `dos${end}líneas`) + end
    const file = readImportFile(utf8(text), FIELDS)
    expect(
      file.records.map((r) => r.line),
      JSON.stringify(end),
    ).toEqual(expected)
    expect(file.records[1].values.description).toBe(`dos${end}líneas`)
  }
  // Lines ended three ways in one file (pasted together): each still counts once.
  const mixed = readImportFile(utf8('agency_code;title\r\nA-1;Uno\nA-2;Dos\rA-3;Tres\r\n'), FIELDS)
  expect(mixed.records.map((r) => [r.line, r.values.agency_code])).toEqual([
    [2, 'A-1'],
    [3, 'A-2'],
    [4, 'A-3'],
  ])
})

test('XML: a listing starts on its own line whatever ends the lines', () => {
  const lines = [
    '<listings>',
    '  <listing>',
    '    <agency_code>X-1</agency_code>',
    '  </listing>',
    '  <listing>',
    '<agency_code>X-2</agency_code></listing>',
    '</listings>',
  ]
  for (const end of ['\n', '\r\n', '\r'])
    expect(
      readImportFile(utf8(lines.join(end)), FIELDS).records.map((r) => r.line),
      JSON.stringify(end),
    ).toEqual([2, 5])
})
