import { expect, test } from 'vitest'
import {
  bogotaIso,
  bogotaParts,
  isVisitAhead,
  isVisitLinkAlive,
  visitDayRange,
  visitLastTime,
  visitSlotProblem,
  visitStartTimes,
  visitStartTimesOn,
  weekdayOf,
} from './visit-slot.rules'

// Monday 16 November 2026, 07:00 in Bogotá (12:00 UTC).
const now = new Date('2026-11-16T12:00:00Z')
const at = (local: string) => new Date(`${local}-05:00`)

test('Bogotá parts: UTC−5, ISO weekdays', () => {
  expect(bogotaParts(new Date('2026-11-17T03:30:00Z'))).toEqual({
    day: '2026-11-16',
    weekday: 1,
    minutes: 22 * 60 + 30,
  })
  expect(bogotaParts(at('2026-11-22T10:00:00')).weekday).toBe(7)
  expect(weekdayOf('2026-11-21')).toBe(6)
})

test('start times: Monday to Friday 8:00–17:00, Saturday 9:00–12:00 (a visit ends by closing), none on Sunday', () => {
  expect(visitStartTimes(1)[0]).toBe('08:00')
  expect(visitStartTimes(1).at(-1)).toBe('17:00')
  expect(visitStartTimes(1)).toHaveLength(19)
  expect(visitStartTimes(6)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00'])
  expect(visitStartTimes(7)).toEqual([])
})

test('a slot inside the hours, on the half hour, with notice, is fine', () => {
  expect(visitSlotProblem(at('2026-11-16T10:00:00'), now)).toBeNull()
  expect(visitSlotProblem(at('2026-11-21T12:00:00'), now)).toBeNull()
  expect(visitSlotProblem(at('2026-11-20T17:30:00'), now)).toBe('hours')
})

test('too soon, too far, outside the hours, not on the hour or half hour', () => {
  expect(visitSlotProblem(at('2026-11-16T08:30:00'), now)).toBe('past') // 1.5 h ahead
  expect(visitSlotProblem(at('2026-11-15T10:00:00'), now)).toBe('past')
  expect(visitSlotProblem(at('2027-01-20T10:00:00'), now)).toBe('far')
  expect(visitSlotProblem(at('2026-11-17T07:30:00'), now)).toBe('hours')
  expect(visitSlotProblem(at('2026-11-17T18:00:00'), now)).toBe('hours')
  expect(visitSlotProblem(at('2026-11-21T13:00:00'), now)).toBe('hours') // Saturday afternoon
  expect(visitSlotProblem(at('2026-11-22T10:00:00'), now)).toBe('hours') // Sunday
  expect(visitSlotProblem(at('2026-11-17T10:15:00'), now)).toBe('step')
  expect(visitSlotProblem(at('2026-11-17T10:00:30'), now)).toBe('step')
  expect(visitSlotProblem(at('2026-11-17T10:00:00.001'), now)).toBe('step')
})

test('a day and a time become an instant with the −05:00 offset; nonsense is null', () => {
  expect(bogotaIso('2026-11-20', '10:30')).toBe('2026-11-20T10:30:00-05:00')
  expect(new Date(bogotaIso('2026-11-20', '10:30')!).toISOString()).toBe('2026-11-20T15:30:00.000Z')
  expect(bogotaIso('2026-02-30', '10:00')).toBeNull()
  expect(bogotaIso('', '10:00')).toBeNull()
  expect(bogotaIso('2026-11-20', '')).toBeNull()
})

test('the days a visit can be asked for', () => {
  expect(visitDayRange(now)).toEqual({ min: '2026-11-16', max: '2027-01-15' })
  expect(visitDayRange(new Date('2026-11-16T22:30:00Z')).min).toBe('2026-11-16') // 17:30 → 19:30, same day
  expect(visitDayRange(new Date('2026-11-17T04:00:00Z')).min).toBe('2026-11-17') // 23:00 → 01:00, the next
})

test('the times a form offers on a day are those the rule accepts: notice on the first day, 60 days on the last', () => {
  // Monday 07:00: 2 h notice leaves 9:00 as the first start.
  expect(visitStartTimesOn('2026-11-16', now)[0]).toBe('09:00')
  expect(visitStartTimesOn('2026-11-16', now)).not.toContain('08:30')
  expect(visitStartTimesOn('2026-11-17', now)).toEqual(visitStartTimes(2))
  // 60 days ahead is Friday 15 January 2027 at 07:00: nothing later that day.
  expect(visitStartTimesOn('2027-01-15', now)).toEqual([])
  expect(visitStartTimesOn('2027-01-15', new Date('2026-11-16T14:00:00Z'))).toEqual(['08:00', '08:30', '09:00'])
  expect(visitStartTimesOn('2026-11-22', now)).toEqual([]) // Sunday
  expect(visitStartTimesOn('2026-11-15', now)).toEqual([]) // yesterday
  expect(visitStartTimesOn('nonsense', now)).toEqual([])
  for (const day of ['2026-11-16', '2026-11-21', '2027-01-14'])
    for (const time of visitStartTimesOn(day, now))
      expect(visitSlotProblem(new Date(bogotaIso(day, time)!), now)).toBeNull()
})

test("a visit's last time, whether it is ahead, and how long its link lives", () => {
  const slots = ['2026-11-17T15:00:00.000Z', '2026-11-19T15:00:00.000Z']
  const requested = { status: 'requested', slots, scheduledAt: null }
  expect(visitLastTime(requested).toISOString()).toBe('2026-11-19T15:00:00.000Z')
  const proposed = { status: 'proposed', slots, scheduledAt: new Date('2026-11-25T15:00:00Z') }
  expect(visitLastTime(proposed).toISOString()).toBe('2026-11-25T15:00:00.000Z')
  const confirmed = { status: 'confirmed', slots, scheduledAt: new Date('2026-11-17T15:00:00Z') }
  expect(visitLastTime(confirmed).toISOString()).toBe('2026-11-17T15:00:00.000Z')
  expect(isVisitAhead(confirmed, now)).toBe(true)
  expect(isVisitAhead(confirmed, new Date('2026-11-18T00:00:00Z'))).toBe(false)
  expect(isVisitLinkAlive(confirmed, new Date('2026-12-17T14:59:00Z'))).toBe(true)
  expect(isVisitLinkAlive(confirmed, new Date('2026-12-17T15:00:00Z'))).toBe(false)
})
