import { expect, test } from 'vitest'
import { toCsv } from './csv.utils'

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
