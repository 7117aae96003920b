import { expect, test } from 'vitest'
import { formatPhone, phoneDigits, telHref, whatsappUrl } from './listing-contact.view'

test('Colombian numbers get the country code; foreign or broken ones are kept or refused', () => {
  expect(phoneDigits('300 111 2233')).toBe('573001112233')
  expect(phoneDigits('+57 (300) 111-2233')).toBe('573001112233')
  expect(phoneDigits('604 444 1234')).toBe('576044441234')
  expect(phoneDigits('573001112233')).toBe('573001112233')
  expect(phoneDigits('12')).toBeNull()
  expect(phoneDigits(null)).toBeNull()
  expect(formatPhone('3001112233')).toBe('+57 300 111 2233')
  expect(telHref('3001112233')).toBe('tel:+573001112233')
})

test('the WhatsApp link carries the digits and the encoded message', () => {
  const url = whatsappUrl('3001112233', 'Hola, me interesa el inmueble WI-1: https://x.co/p?a=1&b=2')
  expect(url).toBe(
    'https://wa.me/573001112233?text=Hola%2C%20me%20interesa%20el%20inmueble%20WI-1%3A%20https%3A%2F%2Fx.co%2Fp%3Fa%3D1%26b%3D2',
  )
  expect(whatsappUrl('', 'x')).toBeNull()
})
