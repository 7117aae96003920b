import { expect, test } from 'vitest'
import { encodeId } from '#core/shared/ids.utils'
import { parseSignInIntent } from './sign-in-intent.schemas'

test('a heart: the listing id decoded strictly', () => {
  const id = encodeId('property', 42)
  expect(parseSignInIntent(`favorite:${id}`)).toEqual({ kind: 'favorite', listing: { property_id: 42 } })
  expect(parseSignInIntent(`favorite:${encodeId('savedSearch', 42)}`)).toBeNull()
  expect(parseSignInIntent(`favorite:${id}:x`)).toBeNull()
})

test('a saved search: its name decoded, its query kept (with colons), alerts daily', () => {
  expect(parseSignInIntent('search:Casas%20en%20Envigado%3A%20jard%C3%ADn:q=a:b&rooms=2')).toEqual({
    kind: 'search',
    search: { kind: 'listings', name: 'Casas en Envigado: jardín', query: 'q=a:b&rooms=2', frequency: 'daily' },
  })
})

test('anything else is no intent', () => {
  for (const raw of [null, undefined, '', 'favorite:', 'favorite', 'delete:1', 'search::q=1', 'search:%E0%A4%A:q=1'])
    expect(parseSignInIntent(raw)).toBeNull()
  expect(parseSignInIntent(`search:${'a'.repeat(81)}:q=1`)).toBeNull()
  expect(parseSignInIntent(`search:a:${'q'.repeat(2500)}`)).toBeNull()
})
