import { expect, test } from 'vitest'
import { snakeCased } from './snake-case.view'

test('copies only the named fields, each under its snake_case name', () => {
  const view = { id: 'x1', lastLoginAt: null, createdAt: '2026-11-29', isActive: true, secret: 's' }
  expect(snakeCased(view, ['id', 'lastLoginAt', 'createdAt', 'isActive'])).toEqual({
    id: 'x1',
    last_login_at: null,
    created_at: '2026-11-29',
    is_active: true,
  })
})
