import { expect, test } from 'vitest'
import { findContactDetails, findPaymentRequests, foldText, hasContactDetails } from './text-signals.rules'

test('folding removes accents and case and keeps every index', () => {
  expect(foldText('Depósito CONSIGNACIÓN Ñandú')).toBe('deposito consignacion nandu')
  expect(foldText('Depósito').length).toBe('Depósito'.length)
})

test('Colombian mobiles in any spacing, with or without +57, are phones', () => {
  const found = findContactDetails(
    'Llame al 300 123 4567, o al 311.222.33.44, al 320-555-1234, +57 315 000 1122 o 3104445566.',
  )
  expect(found.phones).toEqual(['300 123 4567', '311.222.33.44', '320-555-1234', '+57 315 000 1122', '3104445566'])
})

test('prices, areas and codes are not phones', () => {
  const found = findContactDetails(
    'Arriendo $3.200.000, administración 350.000, 320 m2, estrato 3, código 300123, precio 1.320.000.000.',
  )
  expect(found.phones).toEqual([])
  expect(hasContactDetails(found)).toBe(false)
})

test('e-mail addresses and links (http, www., wa.me) are found as written', () => {
  const found = findContactDetails(
    'Escriba a Dueño.Directo@Gmail.com o visite www.casas-baratas.co, https://bit.ly/x1 y wa.me/573001234567',
  )
  expect(found.emails).toEqual(['Dueño.Directo@Gmail.com'])
  expect(found.links).toEqual(['www.casas-baratas.co', 'https://bit.ly/x1', 'wa.me/573001234567'])
  expect(found.phones).toEqual([])
})

test('payment instructions fire, accent- and case-insensitive', () => {
  expect(
    findPaymentRequests(
      'Estoy fuera del país. Para separarlo CONSIGNE el anticipo por Nequi o Daviplata; también transferencia.',
    ),
  ).toEqual(['Estoy fuera del país', 'CONSIGNE', 'anticipo', 'Nequi', 'Daviplata', 'transferencia'])
  expect(findPaymentRequests('Se pide un depósito para separar el inmueble, envíe un giro por Efecty')).toEqual([
    'depósito para separar',
    'envíe un giro',
    'Efecty',
  ])
  expect(findPaymentRequests('Debe consignar $500.000 en la cuenta. Consignación inmediata.')).toEqual([
    'consignar',
    'Consignación',
  ])
})

test('near misses do not fire', () => {
  expect(
    findPaymentRequests(
      'Depósito de garantía según contrato. Canon mes anticipado. Atendido por Nequiel Pérez. ' +
        'Consigne su inmueble con nosotros; inmuebles en consignación. Transferencia de dominio al día. ' +
        'Giro a la derecha en la esquina. Depósito útil en el sótano.',
    ),
  ).toEqual([])
})
