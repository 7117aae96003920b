/**
 * The back-office API (/api/admin/*). Each admin resource adds its router here; every
 * handler resolves the actor and calls a core service, which decides permissions.
 */
import { createRouter } from '../router'
import { adminPhotosApi } from './photos.api'
import { adminPropertiesApi } from './properties.api'

export const adminApi = createRouter()
adminApi.route('/', adminPropertiesApi)
adminApi.route('/', adminPhotosApi)
