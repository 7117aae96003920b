/** Limits and choices of the agency ("customer") form, shared by the schema and the browser form. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'whatsapp', 'youtube', 'tiktok', 'linkedin', 'x'] as const
export const MAX_PHONES = 5
export const MAX_ADVISERS = 30
export const DESCRIPTION_MAX = 4000
