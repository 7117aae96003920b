/**
 * The default roles of DESIGN §4. Seeded into roles/role_permissions; the SuperAdmin can
 * edit the matrix later on the roles screen. Agency roles are granted per customer.
 */
import { PERMISSIONS, type Permission, type RoleName } from '#core/shared'

export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  SuperAdmin: PERMISSIONS,
  /** Reviewing owners' and flagged listings is the portal staff's, never an agency's. */
  Admin: PERMISSIONS.filter((p) => p !== 'roles.manage' && p !== 'moderation.review'),
  /** Every permission on listings and projects. */
  ContentManager: PERMISSIONS.filter((p) => p.startsWith('properties.') || p.startsWith('projects.')),
  Analyst: ['properties.read', 'leads.read', 'analytics.read'],
  User: [],
}

export const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  SuperAdmin: 'Todo, en todas las inmobiliarias',
  Admin: 'Todo dentro de su inmobiliaria',
  ContentManager: 'Crea, edita y publica los inmuebles de su inmobiliaria',
  Analyst: 'Consulta inmuebles, contactos y estadísticas de su inmobiliaria',
  User: 'Visitante registrado: favoritos, comparación y búsquedas guardadas',
}
