// The public surface of core/access: its use cases and what adapters and other modules need. Queries stay inside.
export { assertCan, can, scopeCovers, scopeOf } from './assert-can.policy'
export type { CustomerScope } from './assert-can.policy'
export { auditEntityTypes, listAudit } from './audit-log.service'
export type { AuditEntryView } from './audit-log.service'
export { AuditPageSchema, auditPageAnswer } from './audit-entry.view'
export {
  changeRolePermission,
  getRoleMatrix,
  grantKey,
  listAllPermissions,
  replaceRolePermissions,
} from './roles.service'
export {
  AdminPermissionSchema,
  AdminRoleSchema,
  SavedRolePermissionsSchema,
  adminPermissionAnswer,
  adminRolesAnswer,
  savedRolePermissionsAnswer,
} from './role-matrix.view'
export { RolePermissionChangeSchema, RolePermissionsSchema } from './roles.schemas'
