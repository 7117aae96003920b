import { expect, test } from 'vitest'
import { ConfirmPhoneSchema, SendPhoneCodeSchema } from './phone.schemas'

const phone = (value: unknown) => SendPhoneCodeSchema.safeParse({ phone: value })

test('a Colombian mobile is kept in E.164, however it was written', () => {
  for (const written of [
    '3001234567',
    '300 123 4567',
    '+57 300 123 4567',
    '57 3001234567',
    '0057-300-123-4567',
    '(300) 123.4567',
  ])
    expect(phone(written).data, written).toEqual({ phone: '+573001234567' })
})

test('anything else names the catalogue key of the field', () => {
  for (const wrong of [
    '2001234567',
    '300123456',
    '30012345678',
    '+1 300 123 4567',
    '+58 3001234567',
    'abc',
    '5730012345',
  ])
    expect(
      phone(wrong).error?.issues.map((i) => i.message),
      wrong,
    ).toEqual(['auth.phone.errors.invalid'])
  expect(phone('').error?.issues.map((i) => i.message)).toEqual(['validation.required'])
  expect(phone(undefined).error?.issues.map((i) => i.message)).toEqual(['validation.required'])
})

test('a code is six digits (spaces ignored)', () => {
  expect(ConfirmPhoneSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' })
  for (const wrong of ['12345', '1234567', '12a456'])
    expect(ConfirmPhoneSchema.safeParse({ code: wrong }).error?.issues.map((i) => i.message)).toEqual([
      'auth.phone.errors.code_format',
    ])
})
