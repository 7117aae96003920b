/** The back-office sections, in the order the navigation shows them (browser-safe: the admin shell lists them). */
export const BACK_OFFICE_SECTIONS = [
  'dashboard',
  'properties',
  'projects',
  'leads',
  'statistics',
  'users',
  'customers',
  'verification',
  'roles',
  'audit',
  'moderation',
  'verifications',
  'integrations',
] as const
export type BackOfficeSection = (typeof BACK_OFFICE_SECTIONS)[number]
