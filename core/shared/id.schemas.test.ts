import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { opaqueId, optionalOpaqueId } from './id.schemas'
import { encodeId } from './ids.utils'
import { parseInput } from './validation.utils'

describe('opaque ids in schemas', () => {
  const schema = z.object({ customer_id: opaqueId('customer'), municipality_id: optionalOpaqueId('municipality') })

  it('decodes the public id of the right kind to its number', () => {
    const parsed = parseInput(schema, { customer_id: encodeId('customer', 42), municipality_id: '' })
    expect(parsed).toEqual({ customer_id: 42, municipality_id: null })
    expect(
      parseInput(schema, { customer_id: encodeId('customer', 7), municipality_id: encodeId('municipality', 9) }),
    ).toEqual({ customer_id: 7, municipality_id: 9 })
  })

  it('refuses a malformed id, or one of another kind, as a 422 on its field', () => {
    for (const bad of ['nope', encodeId('property', 42), '']) {
      expect(() => parseInput(schema, { customer_id: bad })).toThrow(
        expect.objectContaining({
          status: 422,
          fields: { customer_id: [expect.objectContaining({ key: expect.stringMatching(/^validation\./) })] },
        }),
      )
    }
  })
})
