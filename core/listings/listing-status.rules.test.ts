import { describe, expect, test } from 'vitest'
import { publishProblems, transitionTarget } from './listing-status.rules'

describe('listing status transitions (DESIGN §4)', () => {
  test.each([
    ['publish', 'draft', 'published'],
    ['publish', 'published', null],
    ['publish', 'inactive', null],
    ['publish', 'deleted', null],
    ['unpublish', 'published', 'inactive'],
    ['unpublish', 'draft', null],
    ['unpublish', 'inactive', null],
    ['republish', 'inactive', 'published'],
    ['republish', 'draft', null],
    ['republish', 'published', null],
    ['delete', 'draft', 'deleted'],
    ['delete', 'published', 'deleted'],
    ['delete', 'inactive', 'deleted'],
    ['delete', 'deleted', null],
    ['restore', 'draft', null],
    ['restore', 'published', null],
  ] as const)('%s from %s → %s', (action, from, to) => {
    expect(transitionTarget(action, from)).toBe(to)
  })

  test('restore goes back to the status before the delete', () => {
    expect(transitionTarget('restore', 'deleted', 'inactive')).toBe('inactive')
    expect(transitionTarget('restore', 'deleted', 'draft')).toBe('draft')
    expect(transitionTarget('restore', 'deleted', 'published')).toBe('published')
    expect(transitionTarget('restore', 'deleted', null)).toBe('draft')
  })
})

describe('publish rules', () => {
  const complete = {
    title: 'Apartamento en Laureles',
    description: 'Luminoso',
    businessType: 'rent' as const,
    rentPrice: 2_000_000,
    salePrice: null,
    buildArea: 70,
    lotArea: null,
    departmentId: 1,
    municipalityId: 1,
    photoCount: 1,
  }
  test('a complete listing with a photo can be published', () => {
    expect(publishProblems(complete)).toEqual({})
  })
  test('names each missing field, and the photo', () => {
    const problems = publishProblems({
      ...complete,
      title: ' ',
      rentPrice: null,
      photoCount: 0,
      businessType: 'sale_rent',
    })
    expect(Object.keys(problems).sort()).toEqual(['photos', 'rent_price', 'sale_price', 'title'])
    expect(problems.photos).toEqual([{ key: 'validation.photos_min' }])
  })
})
