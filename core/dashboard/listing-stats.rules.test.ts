import { expect, test } from 'vitest'
import { bogotaDay } from '#core/shared'
import { contactRate, eventBits, LISTING_EVENT, periodDays } from './listing-stats.rules'

test('a period is its Bogotá days, today included, starting at Bogotá midnight', () => {
  // 03:00 UTC on 24 November is still 23 November (22:00) in Bogotá.
  const late = new Date('2026-11-24T03:00:00Z')
  expect(bogotaDay(late)).toBe('2026-11-23')
  const { days, since } = periodDays(7, late)
  expect(days).toEqual([
    '2026-11-17',
    '2026-11-18',
    '2026-11-19',
    '2026-11-20',
    '2026-11-21',
    '2026-11-22',
    '2026-11-23',
  ])
  expect(since.toISOString()).toBe('2026-11-17T05:00:00.000Z')
  // 05:00 UTC is Bogotá's midnight: the next day begins.
  expect(periodDays(7, new Date('2026-11-24T05:00:00Z')).days.at(-1)).toBe('2026-11-24')
  expect(periodDays(90, late).days).toHaveLength(90)
})

test('the contact rate is visitors who contacted per visitor who viewed, from 0 to 1, none without views', () => {
  expect(contactRate(3, 4)).toBe(0.75)
  expect(contactRate(1, 3)).toBe(0.3333)
  expect(contactRate(2, 0)).toBeNull()
  expect(contactRate(5, 4)).toBe(1)
})

test('a contact is a view too; a favourite or a comparison is not', () => {
  for (const contact of ['message', 'phone', 'whatsapp', 'visit_request'] as const)
    expect(eventBits(contact)).toBe(LISTING_EVENT[contact] | LISTING_EVENT.view)
  expect(eventBits('favorite')).toBe(LISTING_EVENT.favorite)
  expect(eventBits('comparison')).toBe(LISTING_EVENT.comparison)
})
