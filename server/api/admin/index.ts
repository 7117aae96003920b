/**
 * The back-office API (/api/admin/*). Each admin resource adds its router here; every
 * handler resolves the actor and calls a core service, which decides permissions.
 */
import { createRouter } from '../router'
import { adminImportsApi } from './imports.api'
import { adminPhotosApi } from './photos.api'
import { adminProjectImportsApi } from './project-imports.api'
import { adminProjectPhotosApi } from './project-photos.api'
import { adminProjectsApi } from './projects.api'
import { adminPropertiesApi } from './properties.api'
import { adminStatsApi } from './stats.api'

export const adminApi = createRouter()
// Before the listings: /admin/properties/import(s) is not a listing id.
adminApi.route('/', adminImportsApi)
adminApi.route('/', adminPropertiesApi)
adminApi.route('/', adminPhotosApi)
adminApi.route('/', adminStatsApi)
// Before the projects: /admin/projects/imports is not a project id.
adminApi.route('/', adminProjectImportsApi)
adminApi.route('/', adminProjectsApi)
adminApi.route('/', adminProjectPhotosApi)
