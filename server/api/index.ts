/**
 * The JSON API under /api. Each module adds its router here; the OpenAPI document at
 * /api/openapi.json is generated from the same Zod schemas that validate requests.
 */
import { notFound } from '#core/shared'
import { errorResponse } from '#web/api'
import { accountApi } from './account.api'
import { accountListingsApi } from './account-listings.api'
import { accountVerificationApi } from './account-verification.api'
import { accountLeadsApi } from './account-leads.api'
import { adminOrgApi } from './admin/customers.api'
import { authApi } from './auth.api'
import { oauthApi } from './auth-oauth.api'
import { contactApi } from './contact.api'
import { healthApi } from './health.api'
import { catalogApi } from './catalog.api'
import { placesApi } from './places.api'
import { mortgageApi } from './mortgage.api'
import { projectsApi } from './projects.api'
import { propertiesApi } from './properties.api'
import { adminApi } from './admin'
import { searchApi } from './search.api'
import { searchOptionsApi } from './search-options.api'
import { pushApi } from './push.api'
import { chatApi } from './chat.api'
import { visitorApi } from './visitor.api'
import { createRouter } from './router'
import { integrationKeys } from './integration-keys'

export function createApi() {
  const api = createRouter()
  api.use(integrationKeys())
  api.route('/', healthApi)
  api.route('/', authApi)
  api.route('/', oauthApi)
  api.route('/', accountApi)
  api.route('/', accountVerificationApi)
  api.route('/', accountListingsApi)
  api.route('/', accountLeadsApi)
  api.route('/', contactApi)
  api.route('/', placesApi)
  api.route('/', mortgageApi)
  api.route('/', catalogApi)
  api.route('/', searchApi)
  api.route('/', searchOptionsApi)
  api.route('/', propertiesApi)
  api.route('/', projectsApi)
  api.route('/', adminApi)
  api.route('/', pushApi)
  api.route('/', chatApi)
  api.route('/', visitorApi)
  api.route('/', adminOrgApi)

  api.openAPIRegistry.registerComponent('securitySchemes', 'integrationKey', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'wik_…',
    description:
      "An agency's integration key (created at /admin/integrations or POST /api/admin/api-keys), sent as `Authorization: Bearer wik_…`: it acts in its agency with the permissions chosen for it, limited per minute, every use audited. The same endpoints as the `bearer` session token.",
  })
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Wi Inmuebles API', version: '1.0.0', description: 'API del portal inmobiliario Wi Inmuebles' },
    servers: [{ url: '/api' }],
  })
  api.notFound((c) => errorResponse(c, notFound()))
  // A mounted app's notFound is not used by its parent: answer unknown /api paths in JSON
  // here, after every route, instead of falling through to the pages.
  api.all('*', (c) => errorResponse(c, notFound()))
  api.onError((error, c) => errorResponse(c, error))
  return api
}
