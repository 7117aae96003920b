// The public surface of core/agencies: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export { AGENCY_IMAGE_MAX_BYTES } from './agency-media.service'
export {
  assertCanCreateCustomer,
  assertCanManageCustomers,
  assertCanManageUsers,
  assertCanSetCustomerKind,
  canCreateCustomer,
  canSwitchCustomer,
} from './agency.policy'
// Agencies ("customers") in the back-office, one use case a file: `customers.manage` within an agency
// lets its Admin edit it (profile, advisers, logo, banner, microsite settings); creating agencies and
// switching them on or off is portal-wide (SuperAdmin). Every change is audited.
export { createCustomer } from './create-customer.service'
export { getCustomer } from './get-customer.service'
export { listCustomerChoices } from './list-customer-choices.service'
export { listCustomers } from './list-customers.service'
export { removeCustomerImage } from './remove-customer-image.service'
export { setAdviserPhoto } from './set-adviser-photo.service'
export { setCustomerActive } from './set-customer-active.service'
export { setCustomerKind } from './set-customer-kind.service'
export { setCustomerImage } from './set-customer-image.service'
export { updateCustomer } from './update-customer.service'
export { updateMicrositeSettings } from './update-microsite-settings.service'
export type { CustomerView } from './customer.view'
export {
  AdminAdviserSchema,
  AdminCustomerListSchema,
  AdminCustomerSchema,
  adminCustomerListView,
  adminCustomerView,
} from './admin-customer.view'
export {
  CustomerInputSchema,
  CustomerKindSchema,
  CustomerPatchSchema,
  MicrositeSettingsSchema,
} from './customer.schemas'
export type { CustomerInput } from './customer.schemas'
export { getMicrosite, getPublicCustomer, micrositePathFor } from './microsite.service'
export { assignableRoles, createUser, getUser, listUsers, setUserActiveState, setUserRoles } from './user-admin.service'
export type { AdminUserView } from './user-admin.service'
export { AdminUserListSchema, AdminUserSchema, adminUserAnswer, adminUserListAnswer } from './admin-user-answers.view'
export { UserCreateSchema, UserRolesSchema } from './user-admin.schemas'
export type { MicrositeView } from './microsite.service'
