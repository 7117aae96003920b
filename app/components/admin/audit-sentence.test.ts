import { beforeAll, describe, expect, test } from 'vitest'
import { registerMessages, translate, type MessageKey } from '#i18n'
import { admin as adminEn } from '#i18n/en/admin'
import { adminOrg as adminOrgEn } from '#i18n/en/admin-org'
import { admin as adminEs } from '#i18n/es-CO/admin'
import { adminOrg as adminOrgEs } from '#i18n/es-CO/admin-org'
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

describe('calls made with an integration key', () => {
  const byKey = { api_key: { id: 3, name: 'CRM de la oficina' } }

  test('read as the key’s, on behalf of the person who made it, with the record named by its code', () => {
    const publish = { action: 'property.publish', actor: 'Andrés Gómez', subject: 'WI-001672', data: byKey }
    expect(auditSentence(es, publish)).toBe(
      'La clave «CRM de la oficina» (de Andrés Gómez) publicó el inmueble WI-001672',
    )
    expect(auditSentence(en, publish)).toBe(
      'The key “CRM de la oficina” (on behalf of Andrés Gómez) published listing WI-001672',
    )
    const request = {
      action: 'api_key.request',
      actor: 'Andrés Gómez',
      data: { ...byKey, method: 'POST', path: '/api/admin/properties/x/publish', status: 200 },
    }
    expect(auditSentence(es, request)).toBe(
      'La clave «CRM de la oficina» (de Andrés Gómez) llamó a la API: POST /api/admin/properties/x/publish (respuesta 200)',
    )
    expect(auditSentence(es, request)).not.toContain('pidió una clave')
    expect(
      auditSentence(es, { action: 'api_key.revoke', actor: 'Andrés Gómez', data: { name: 'CRM de la oficina' } }),
    ).toBe('Andrés Gómez revocó la clave de integración «CRM de la oficina»')
  })

  test('every action reads as a whole sentence in both languages, made by a person or by a key', () => {
    const data = {
      fields: ['name'],
      count: 2,
      role: 'Analyst',
      permission: 'audit.read',
      from: 'new',
      to: 'closed',
      name: 'CRM',
      method: 'GET',
      path: '/api/admin/leads',
      status: 200,
    }
    const actions = Object.keys(adminOrgEs.audit.sentence).filter((a) => a !== 'other')
    expect(Object.keys(adminOrgEn.audit.sentence).sort()).toEqual(Object.keys(adminOrgEs.audit.sentence).sort())
    for (const t of [es, en])
      for (const action of actions)
        for (const extra of [{}, byKey]) {
          const text = auditSentence(t, {
            action,
            actor: 'Andrés Gómez',
            subject: 'WI-001672',
            data: { ...data, ...extra },
          })
          expect(text, action).not.toMatch(/[{}]|undefined|admin_org\.|«»|“”/)
          expect(text, action).toMatch(/^[A-ZÁÉÍÓÚÑ]/)
          // A registration is the visitor's own; no key makes one.
          if ('api_key' in extra && action !== 'user.register')
            expect(text, action).toMatch(
              /^(La clave «CRM de la oficina» \(de|The key “CRM de la oficina” \(on behalf of) Andrés Gómez\) /,
            )
        }
  })
})
