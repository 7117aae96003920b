import { describe, expect, test } from 'vitest'
import { progressProblem, projectPublishProblems, projectTransitionTarget } from './project-status.rules'

describe('the project life cycle', () => {
  test('publish from draft or unpublished; unpublish only what is published', () => {
    expect(projectTransitionTarget('publish', 'draft')).toBe('published')
    expect(projectTransitionTarget('publish', 'unpublished')).toBe('published')
    expect(projectTransitionTarget('publish', 'published')).toBeNull()
    expect(projectTransitionTarget('publish', 'deleted')).toBeNull()
    expect(projectTransitionTarget('unpublish', 'published')).toBe('unpublished')
    expect(projectTransitionTarget('unpublish', 'draft')).toBeNull()
  })

  test('delete from any status but deleted; restore to the status before (draft when unknown)', () => {
    expect(projectTransitionTarget('delete', 'published')).toBe('deleted')
    expect(projectTransitionTarget('delete', 'deleted')).toBeNull()
    expect(projectTransitionTarget('restore', 'deleted', 'unpublished')).toBe('unpublished')
    expect(projectTransitionTarget('restore', 'deleted', null)).toBe('draft')
    expect(projectTransitionTarget('restore', 'draft', null)).toBeNull()
  })
})

describe('publishing', () => {
  const ready = {
    name: 'Torres',
    description: 'Sobre planos',
    departmentId: 1,
    municipalityId: 2,
    stage: 'sobre_planos' as const,
    deliveryYear: 2028,
    pricedUnitTypes: 1,
    photos: 1,
  }

  test('needs the fields, a priced unit type, and a delivery year unless ready to move in', () => {
    expect(projectPublishProblems(ready)).toEqual({})
    expect(Object.keys(projectPublishProblems({ ...ready, description: ' ', pricedUnitTypes: 0 }))).toEqual([
      'description',
      'unit_types',
    ])
    expect(Object.keys(projectPublishProblems({ ...ready, deliveryYear: null }))).toEqual(['delivery_year'])
    expect(projectPublishProblems({ ...ready, stage: 'entrega_inmediata', deliveryYear: null })).toEqual({})
  })

  test('needs a photo in the gallery, as a listing does', () => {
    expect(projectPublishProblems({ ...ready, photos: 0 })).toEqual({ photos: [{ key: 'validation.photos_min' }] })
  })
})

test('progress never goes backwards; the same percent again is an update', () => {
  expect(progressProblem(40, 35)).toEqual({ key: 'projects.progress_backwards', params: { percent: 40 } })
  expect(progressProblem(40, 40)).toBeNull()
  expect(progressProblem(0, 100)).toBeNull()
})
