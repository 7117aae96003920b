import { expect, test } from 'vitest'
import { csvDateTime, toCsv } from './csv.utils'

test('Excel-ready CSV: BOM, semicolons, CRLF, quoting, and formulas made text', () => {
  const csv = toCsv(
    ['Nombre', 'Mensaje', 'Valor'],
    [
      ['Marta Ñúñez', 'Hola; ¿sigue "disponible"?\nGracias', 2_500_000],
      ['=HYPERLINK("x")', '+57 300', null],
      ['x,=cmd', 'ok', 1],
    ],
  )
  expect(csv.startsWith('\ufeffNombre;Mensaje;Valor\r\n')).toBe(true)
  expect(csv).toContain('Marta Ñúñez;"Hola; ¿sigue ""disponible""?\nGracias";2500000\r\n')
  expect(csv).toContain(`"'=HYPERLINK(""x"")";'+57 300;\r\n`)
  // An Excel set to commas would split an unquoted cell there and read "=cmd" as a formula.
  expect(csv).toContain('"x,=cmd";ok;1\r\n')
})

test('dates are Bogotá time as dd/mm/yyyy hh:mm; numbers keep their sign and take a decimal comma', () => {
  expect(csvDateTime(new Date('2026-11-29T02:30:00Z'))).toBe('28/11/2026 21:30')
  expect(csvDateTime(new Date('2026-01-05T05:00:00Z'))).toBe('05/01/2026 00:00')
  const csv = toCsv(['Fecha', 'Tasa', 'Saldo'], [[new Date('2026-11-29T02:30:00Z'), 0.25, -3]])
  expect(csv).toBe('\ufeffFecha;Tasa;Saldo\r\n28/11/2026 21:30;"0,25";-3\r\n')
})
