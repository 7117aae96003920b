import { beforeAll, describe, expect, test } from 'vitest'
import { registerMessages, translate, type MessageKey } from '~/i18n'
import { admin as adminEn } from '~/i18n/en/admin'
import { adminOrg as adminOrgEn } from '~/i18n/en/admin-org'
import { admin as adminEs } from '~/i18n/es-CO/admin'
import { adminOrg as adminOrgEs } from '~/i18n/es-CO/admin-org'
import { auditSentence } from './audit-sentence'

beforeAll(() => {
  registerMessages('es-CO', { admin: adminEs, admin_org: adminOrgEs })
  registerMessages('en', { admin: adminEn, admin_org: adminOrgEn })
})
const es = (key: MessageKey, params?: Parameters<typeof translate>[2]) => translate('es-CO', key, params)
const en = (key: MessageKey, params?: Parameters<typeof translate>[2]) => translate('en', key, params)

describe('audit entries as sentences', () => {
  test('who did what to which record, in that order', () => {
    const restore = { action: 'property.restore', actor: 'Camila Ríos', subject: 'WI-000123', data: {} }
    expect(auditSentence(es, restore)).toBe('Camila Ríos restauró el inmueble WI-000123')
    expect(auditSentence(en, restore)).toBe('Camila Ríos restored listing WI-000123')
    // A listing's own history leaves the listing out.
    expect(auditSentence(es, { ...restore, subject: undefined })).toBe('Camila Ríos restauró el inmueble')
  })

  test('changed fields are named, not listed as keys', () => {
    const entry = {
      action: 'customer.update',
      actor: 'Ana Gómez',
      subject: 'Aburrá Hogar',
      data: { fields: ['slug', 'name'], advisers: [] },
    }
    expect(auditSentence(es, entry)).toBe(
      'Ana Gómez cambió la dirección del micrositio, el nombre de la inmobiliaria Aburrá Hogar',
    )
    expect(
      auditSentence(es, { action: 'customer.logo_update', actor: 'Ana Gómez', subject: 'Aburrá Hogar', data: {} }),
    ).toBe('Ana Gómez cambió el logo de la inmobiliaria Aburrá Hogar')
  })

  test('counts, roles and permissions read as words; the system and unknown actions still make sentences', () => {
    expect(auditSentence(es, { action: 'photo.upload', actor: null, subject: 'WI-1', data: { count: 1 } })).toBe(
      'El sistema subió 1 foto al inmueble WI-1',
    )
    expect(
      auditSentence(es, {
        action: 'role.permission_grant',
        actor: 'Admin Uno',
        data: { role: 'Analyst', permission: 'audit.read' },
      }),
    ).toBe('Admin Uno dio el permiso «Ver auditoría» al rol Analista')
    expect(auditSentence(es, { action: 'thing.done', actor: 'Ana', subject: 'X', data: {} })).toBe(
      'Ana hizo «thing.done» en X',
    )
  })
})
