/**
 * The project search's input schema and OpenAPI document, derived from its declared address
 * (project-search.rules.ts) by the codec the listing search uses: a malformed id, an unknown
 * stage or sort, or a number out of range is a 422 on that field.
 */
import { parseInput } from '#core/shared'
import { queryDocSchemaOf, querySchemaOf, type ParsedQuery } from '#core/search'
import {
  PROJECT_SEARCH_PARAMS,
  PROJECT_SEARCH_RANGES,
  projectSearchInputOf,
  tidyProjectSearchQuery,
  type ProjectSearchFilter,
} from './project-search.rules'

const ProjectSearchQuerySchema = querySchemaOf(PROJECT_SEARCH_PARAMS, PROJECT_SEARCH_RANGES)

/** The parameters of `GET /api/projects/search` as the OpenAPI document describes them. */
export const ProjectSearchQueryDocSchema = queryDocSchemaOf(PROJECT_SEARCH_PARAMS)

function toFilter(v: ParsedQuery<typeof PROJECT_SEARCH_PARAMS>): ProjectSearchFilter {
  return {
    departmentId: v.department_id ?? null,
    municipalityId: v.municipality_id ?? null,
    sectorIds: [...new Set(v.sector_id)],
    stages: [...new Set(v.stage)],
    deliveryYearMax: v.delivery_year_max ?? null,
    priceMin: v.price_min ?? null,
    priceMax: v.price_max ?? null,
    bedrooms: v.bedrooms || null,
    vis: v.vis ?? false,
    vip: v.vip ?? false,
    amenityIds: [...new Set(v.amenities)].sort((a, b) => a - b),
    sort: v.sort,
    page: v.page,
    perPage: v.per_page,
  }
}

/** A project search's query string as a filter, or a 422 AppError with the fields at fault. */
export function parseProjectSearchParams(params: URLSearchParams): ProjectSearchFilter {
  return toFilter(parseInput(ProjectSearchQuerySchema, projectSearchInputOf(tidyProjectSearchQuery(params))))
}

/** A filter of the criteria given and nothing else (first page, newest first): for tests, benchmarks and links. */
export function projectSearchFilter(criteria: Partial<ProjectSearchFilter> = {}): ProjectSearchFilter {
  return { ...toFilter(ProjectSearchQuerySchema.parse({})), ...criteria }
}
