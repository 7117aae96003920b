/**
 * The organisation screens' texts (registered by those pages, outside the public
 * catalogue): Spanish and English have the same keys and placeholders, and every
 * message key the organisation services raise exists.
 */
import fs from 'node:fs'
import { expect, test } from 'vitest'
import { hasKey } from '#i18n'
import { adminOrg as en } from '#i18n/en/admin-org'
import { adminOrg as es } from '#i18n/es-CO/admin-org'

function flat(tree: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flat(v as object, `${prefix}${k}.`)),
    ),
  )
}
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join()

test('Spanish and English organisation texts have the same keys and placeholders', () => {
  const a = flat(es)
  const b = flat(en)
  expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort())
  expect(Object.keys(a).filter((k) => placeholders(a[k]) !== placeholders(b[k]))).toEqual([])
})

test('every admin_org key the services and API raise is in the catalogue', () => {
  const files = [
    'core/agencies/customer.schemas.ts',
    'core/agencies/user-admin.service.ts',
    'core/access/roles.service.ts',
    'core/leads/lead-inbox.service.ts',
  ]
  const keys = files.flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/'(admin_org\.[\w.]+)'/g)].map((m) => m[1]))
  expect(keys.length).toBeGreaterThan(5)
  expect(keys.filter((k) => !hasKey(k))).toEqual([])
})
