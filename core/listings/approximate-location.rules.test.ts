import { expect, test } from 'vitest'
import { APPROXIMATE_RADIUS_M, approximateLocation, distanceMetres } from './approximate-location.rules'

const poblado = { lat: 6.2086, lon: -75.5659 }

test('the shown point moves 60–200 m, always inside the drawn circle, the same on every visit', () => {
  for (let id = 1; id <= 200; id++) {
    const shown = approximateLocation(poblado, id, 'secret')
    const d = distanceMetres(poblado, shown)
    expect(d).toBeGreaterThan(55)
    expect(d).toBeLessThan(205)
    expect(d).toBeLessThan(APPROXIMATE_RADIUS_M)
    expect(approximateLocation(poblado, id, 'secret')).toEqual(shown)
  }
})

test('without the secret the move cannot be reproduced', () => {
  expect(approximateLocation(poblado, 7, 'secret')).not.toEqual(approximateLocation(poblado, 7, 'another secret'))
})
