// The public surface of core/agencies: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export { AGENCY_IMAGE_MAX_BYTES } from './agency-media.service'
export {
  assertCanCreateCustomer,
  assertCanManageCustomers,
  assertCanManageUsers,
  canCreateCustomer,
  canSwitchCustomer,
} from './agency.policy'
export {
  createCustomer,
  getCustomer,
  listCustomerChoices,
  listCustomers,
  removeCustomerImage,
  setAdviserPhoto,
  setCustomerActive,
  setCustomerImage,
  updateCustomer,
  updateMicrositeSettings,
} from './customer.service'
export type { CustomerView } from './customer.service'
export { CustomerInputSchema, CustomerPatchSchema, MicrositeSettingsSchema } from './customer.schemas'
export type { CustomerInput } from './customer.schemas'
export { getMicrosite, getPublicCustomer, micrositePathFor } from './microsite.service'
export { assignableRoles, createUser, getUser, listUsers, setUserActiveState, setUserRoles } from './user-admin.service'
export type { AdminUserView } from './user-admin.service'
export { UserCreateSchema, UserRolesSchema } from './user-admin.schemas'
export type { MicrositeView } from './microsite.service'
