/**
 * Catalogue keys are a type. The lines marked @ts-expect-error are what `npm run typecheck`
 * proves: should an unknown key ever compile again (in a component's t(), in translate, in a
 * core error's message reference), tsc fails on the unused directive. At run time the same
 * calls show the missing key as itself, which is what a visitor would see.
 */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { expect, expectTypeOf, test } from 'vitest'
import { useT } from '~/lib/i18n'
import { AppError, notFound, validationError } from '#core/shared/app.errors'
import { keyIn, translate, type KeysUnder, type MessageKey } from '#i18n'

test('an unknown key is a type error in translate and shows as itself', () => {
  // @ts-expect-error not a catalogue key
  expect(translate('es-CO', 'no.such.key')).toBe('no.such.key')
  expect(translate('es-CO', 'errors.not_found')).toBe('No encontramos lo que buscas')
})

test("an unknown key is a type error in a component's t()", () => {
  function Probe() {
    const { t } = useT()
    // @ts-expect-error not a catalogue key
    return t('no.such.key') + ' | ' + t('errors.not_found')
  }
  const html = renderToString(createElement(MemoryRouter, { initialEntries: ['/en'] }, createElement(Probe)))
  expect(html).toBe('no.such.key | We couldn&#x27;t find what you are looking for')
})

test('an unknown key is a type error in a core error, whatever the helper', () => {
  // @ts-expect-error not a catalogue key
  expect(new AppError('NOT_FOUND', { key: 'no.such.key' }).messageRef.key).toBe('no.such.key')
  // @ts-expect-error not a catalogue key
  expect(notFound('no.such.key').status).toBe(404)
  // @ts-expect-error not a catalogue key (in a field's message)
  expect(validationError({ name: [{ key: 'validation.no_such' }] }).status).toBe(422)
  expect(validationError({ name: [{ key: 'validation.required' }] }).fields.name[0].key).toBe('validation.required')
})

test('the back-office catalogues, registered apart, are keys too', () => {
  expectTypeOf<'admin.status.draft'>().toExtend<MessageKey>()
  expectTypeOf<'admin_org.roles.permissions.properties.read'>().toExtend<MessageKey>()
  expectTypeOf<'admin.status.no_such'>().not.toExtend<MessageKey>()
  expectTypeOf<KeysUnder<'admin.status'>>().toEqualTypeOf<
    'draft' | 'in_review' | 'published' | 'inactive' | 'rejected' | 'deleted'
  >()
})

test('keyIn names a key of a checked group for a name that arrives as data', () => {
  expect(keyIn('admin_org.leads.kind', 'chat')).toBe('admin_org.leads.kind.chat')
  expect(translate('en', keyIn('admin_org.leads.kind', 'chat'))).toBe('Chat')
  // @ts-expect-error not a group of the catalogue
  keyIn('admin_org.leads.kinds', 'chat')
})
