/**
 * The visitor tools' API, mounted once: comparison, favourites, saved searches, shared
 * shortlists, messages to agencies and builders, reports of listings, campaign requests, visit requests, followed projects, and GET
 * /wiauth/visitor/state (what the buttons paint).
 */
import { createRoute, z } from '@hono/zod-openapi'
import { visitorState } from '#core/visitor'
import { failure } from './schemas'
import { campaignApi } from './campaign.api'
import { compareApi } from './compare.api'
import { favoritesApi } from './favorites.api'
import { projectListsApi } from './project-lists.api'
import { messagesApi } from './messages.api'
import { reportsApi } from './reports.api'
import { projectFollowsApi } from './project-follows.api'
import { projectLeadsApi } from './project-leads.api'
import { searchesApi } from './searches.api'
import { shortlistsApi } from './shortlists.api'
import { visitsApi } from './visits.api'
import { signedInApiContext } from '#web/api'
import { createRouter } from './router'

const stateApi = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/wiauth/visitor/state',
    tags: ['favorites', 'compare'],
    summary: 'Ids of the favourites and of the comparisons (of listings, of projects) of the signed-in visitor',
    responses: {
      200: {
        description: 'Opaque property ids (favorites, compare) and project ids (project_favorites, project_compare)',
        content: {
          'application/json': {
            schema: z.object({
              favorites: z.array(z.string()),
              compare: z.array(z.string()),
              project_favorites: z.array(z.string()),
              project_compare: z.array(z.string()),
            }),
          },
        },
      },
      401: failure('Not signed in'),
    },
  }),
  async (c) => {
    const state = await visitorState(await signedInApiContext(c))
    c.header('Cache-Control', 'private, no-store')
    return c.json(state, 200)
  },
)

export const visitorApi = createRouter()
  .route('/', stateApi)
  .route('/', compareApi)
  .route('/', favoritesApi)
  .route('/', projectListsApi)
  .route('/', searchesApi)
  .route('/', shortlistsApi)
  .route('/', messagesApi)
  .route('/', reportsApi)
  .route('/', campaignApi)
  .route('/', visitsApi)
  .route('/', projectFollowsApi)
  .route('/', projectLeadsApi)
