/**
 * A published project as the public reads it (`GET /api/projects/{id}`): its photos, its unit
 * types with their floor plans and the card's summary, progress, amenities, builder, sales room and canonical address. The
 * location is approximate, as a listing's.
 */
import { z } from 'zod'
import { OpaqueIdSchema } from '#core/shared'
import {
  ProjectFactsSchema,
  ProjectProgressSchema,
  ProjectUnitTypeSchema,
  SalesRoomViewSchema,
} from './admin-project.view'
import { ProjectPhotoSchema } from './project-photo.view'

const Num = z.number().nullable()
const Text = z.string().nullable()

/** What a card says of the unit types: "Desde $X · 2–3 alcobas · 54–78 m²" (project-summary.rules.ts). */
export const ProjectSummarySchema = z
  .object({ price_from: Num, bedrooms_min: Num, bedrooms_max: Num, area_min: Num, area_max: Num })
  .meta({ description: 'What the card says: "Desde $X · 2–3 alcobas · 54–78 m²"' })

export const PublicProjectSchema = z
  .object({
    id: OpaqueIdSchema,
    name: z.string(),
    description: z.string(),
    ...ProjectFactsSchema.shape,
    department: Text,
    municipality: Text,
    sector: Text,
    lat: Num.meta({ description: 'Approximate: moved 60–200 m from the project’s point' }),
    lon: Num,
    sales_room: SalesRoomViewSchema,
    video_url: Text,
    brochure_url: Text.meta({ description: 'The brochure PDF’s absolute address, or null' }),
    amenities: z.array(z.object({ slug: z.string(), name: z.string() })),
    photos: z.array(ProjectPhotoSchema).meta({ description: 'The gallery in order; the first is the cover' }),
    unit_types: z.array(ProjectUnitTypeSchema).meta({ description: 'Each with its floor plan' }),
    summary: ProjectSummarySchema,
    progress: z.array(ProjectProgressSchema).meta({ description: 'Construction progress updates, newest first' }),
    builder: z.object({
      id: OpaqueIdSchema,
      name: z.string(),
      logo: Text,
      url: z.string().meta({ description: 'The builder’s microsite' }),
      whatsapp: Text,
    }),
    url: z.string().meta({ description: 'Canonical address of the project page' }),
    published_at: Text,
  })
  .meta({ id: 'PublicProject' })
export type PublicProjectView = z.infer<typeof PublicProjectSchema>
