import { describe, expect, test, vi } from 'vitest'
import { esCO } from './es-CO'

// In the browser a page starts with the texts it was drawn with (ADR 0023).
describe('a page that starts with its own texts', () => {
  test('reads them, reads a text it lacks as empty until the catalogue arrives, then as itself', async () => {
    // A module of its own, as in a browser: the test setup filled the shared one with everything.
    vi.resetModules()
    const { completeTexts, hasKey, startWithPageTexts, translate } = await import('./index')
    startWithPageTexts('es-CO', { brand: 'Wi Inmuebles', 'search.count': esCO.search.count })
    expect(translate('es-CO', 'brand')).toBe('Wi Inmuebles')
    expect(translate('es-CO', 'search.count', { count: 2 })).toBe('2 inmuebles encontrados')
    expect(translate('es-CO', 'toast.close')).toBe('')
    expect(hasKey('errors.not_found')).toBe(false)
    // The catalogue arrives: the miss is reported (what drew an empty text draws again) once.
    expect(completeTexts('es-CO', esCO)).toBe(true)
    expect(translate('es-CO', 'toast.close')).toBe(esCO.toast.close)
    expect(hasKey('errors.not_found')).toBe(true)
    expect(translate('es-CO', 'no.such.key' as never)).toBe('no.such.key')
    expect(completeTexts('es-CO', esCO)).toBe(false)
  })
})
