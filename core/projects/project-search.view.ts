/**
 * What the project search answers (`searchProjects`, GET /api/projects/search, the /proyectos
 * page): one page of project cards, the total and paging, and the facets, each counted with
 * every filter but its own. Ids are opaque, addresses absolute on the site's origin.
 */
import { z } from 'zod'
import { OpaqueIdSchema as Id, pagedSchema } from '#core/shared'
import { ProjectFactsSchema } from './admin-project.view'
import { PROJECT_STAGES } from './project.constants'
import { ProjectSummarySchema } from './public-project.view'

const Text = z.string().nullable()

export const ProjectCardSchema = z
  .object({
    id: Id,
    name: z.string(),
    url: z.string().meta({ description: 'The project page (in the language asked)' }),
    builder: z.object({ id: Id, name: z.string() }),
    municipality: Text,
    sector: Text,
    ...ProjectFactsSchema.shape,
    photo: z.object({ url: z.string(), srcset: z.string() }).nullable().meta({ description: 'The cover' }),
    summary: ProjectSummarySchema,
    published_at: Text,
  })
  .meta({ id: 'ProjectCard' })

const Facet = z.object({
  value: z.string().meta({ description: 'The parameter value that chooses it' }),
  label: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
})

export const ProjectSearchAnswerSchema = pagedSchema(ProjectCardSchema)
  .extend({
    facets: z.object({
      stage: z.array(Facet.extend({ value: z.enum(PROJECT_STAGES) })),
      vis: z.array(Facet).meta({ description: 'One value, `1`' }),
      vip: z.array(Facet).meta({ description: 'One value, `1`' }),
      municipalities: z.array(Facet).meta({ description: 'Municipality ids, most projects first' }),
      bedrooms: z.array(Facet).meta({ description: 'A unit type with at least N bedrooms' }),
      delivery_year: z
        .array(Facet)
        .meta({ description: 'Delivered in that year or before (entrega inmediata counted in every year)' }),
    }),
  })
  .meta({ id: 'ProjectSearchAnswer' })

export type ProjectSearchView = z.infer<typeof ProjectSearchAnswerSchema>
export type ProjectCardView = z.infer<typeof ProjectCardSchema>
export type ProjectFacetView = z.infer<typeof Facet>
