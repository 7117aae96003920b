import { describe, expect, test } from 'vitest'
import { signalSentence } from './signal-evidence.rules'

describe('a signal in words', () => {
  test('the evidence as core/fraud stores it reads as a sentence for every code', () => {
    const price = signalSentence('price_below_median', {
      scope: 'municipality',
      median_per_m2: 40000,
      sample_size: 15,
      ratio: 0.33,
    })
    expect(price.params).toMatchObject({ percent: 33, median: '$40.000', count: 15 })
    expect(price.params.area).toEqual([{ key: 'admin.moderation.area.municipio' }])
    const photo = signalSentence('reused_photo', { matches: [{ other_code: 'WI-000042', distance: 2 }] })
    expect(photo.params).toEqual({ other: 'WI-000042', distance: 2 })
    const contact = signalSentence('contact_in_text', { phones: ['300 123 4567'], emails: ['a@b.co'] })
    expect(contact.params).toEqual({ words: '«300 123 4567», «a@b.co»' })
    expect(signalSentence('copied_text', { other_code: 'WI-7', share: 0.91 }).params).toEqual({
      other: 'WI-7',
      percent: 91,
    })
    const burst = signalSentence('burst_publishing', {
      listings: 6,
      window_hours: 24,
      municipalities: ['Bello', 'Itagüí'],
    })
    expect(burst.params).toEqual({ count: 6, hours: 24, places: 2 })
  })

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
