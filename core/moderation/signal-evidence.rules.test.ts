import { describe, expect, test } from 'vitest'
import { signalSentence } from './signal-evidence.rules'

describe('a signal in words', () => {
  test('price below the median names the share, the median per m² and the sample', () => {
    const s = signalSentence('price_below_median', { percent: 32, median_per_m2: 45000, sample: 14, area: 'barrio' })
    expect(s.label).toBe('admin.moderation.signal.price_below_median')
    expect(s.key).toBe('admin.moderation.evidence.price_below_median')
    expect(s.params).toMatchObject({ percent: 32, median: '$45.000', count: 14 })
    expect(s.params.area).toEqual([{ key: 'admin.moderation.area.barrio' }])
  })

  test('a share given as a ratio is a whole percent; the municipality when the barrio had too few', () => {
    const s = signalSentence('price_below_median', { ratio: 0.324, median: 38000, count: 40, area: 'municipio' })
    expect(s.params).toMatchObject({ percent: 32, median: '$38.000', count: 40 })
    expect(s.params.area).toEqual([{ key: 'admin.moderation.area.municipio' }])
  })

  test('reports name their count and reasons as catalogue keys', () => {
    const s = signalSentence('reported', { count: 3, reasons: ['piden_dinero', 'otro'] })
    expect(s.params).toEqual({
      count: 3,
      reasons: [{ key: 'listing.report.reason.piden_dinero' }, { key: 'listing.report.reason.otro' }],
    })
  })

  test('evidence lacking what the sentence says falls back to the raw evidence, never a wrong figure', () => {
    const s = signalSentence('copied_text', { other_code: 'WI-1' })
    expect(s.key).toBe('admin.moderation.evidence.raw')
    expect(s.params).toEqual({ evidence: '{"other_code":"WI-1"}' })
  })
})
