import { expect, test } from 'vitest'
import { likeLiteral } from './list-page.sql'

test("a search box's text is matched literally: LIKE's wildcards and escape are escaped", () => {
  expect(likeLiteral('50%_off\\now')).toBe('50\\%\\_off\\\\now')
  expect(likeLiteral('Medellín')).toBe('Medellín')
})
