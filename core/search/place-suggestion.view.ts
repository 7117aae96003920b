/**
 * A place the home search box suggests, as /api/places/suggest answers it (OpenAPI
 * `PlaceSuggestion`): opaque ids and the search address that lists its listings.
 */
import { z } from 'zod'
import { encodeId, OpaqueIdSchema as Id } from '#core/shared'
import type { PlaceEntry } from './place-suggest.rules'

export const PlaceSuggestionSchema = z
  .object({
    kind: z.enum(['municipality', 'sector']),
    name: z.string().meta({ example: 'El Poblado' }),
    within: z.string().meta({ description: 'Its municipality (a barrio) or department', example: 'Medellín' }),
    department_id: Id,
    municipality_id: Id,
    sector_id: Id.nullable(),
    listings: z.number().meta({ description: 'Published listings there' }),
    search_path: z.string().meta({ example: '/properties/search?department_id=…&municipality_id=…&sector_id=…' }),
  })
  .meta({ id: 'PlaceSuggestion' })

export function placeSuggestionAnswer(p: PlaceEntry): z.output<typeof PlaceSuggestionSchema> {
  const search = new URLSearchParams({
    department_id: encodeId('department', p.departmentId),
    municipality_id: encodeId('municipality', p.municipalityId),
  })
  if (p.kind === 'sector') search.set('sector_id', encodeId('sector', p.id))
  return {
    kind: p.kind,
    name: p.name,
    within: p.within,
    department_id: encodeId('department', p.departmentId),
    municipality_id: encodeId('municipality', p.municipalityId),
    sector_id: p.kind === 'sector' ? encodeId('sector', p.id) : null,
    listings: p.listings,
    search_path: `/properties/search?${search}`,
  }
}
