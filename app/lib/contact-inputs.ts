/**
 * The attributes of the name, e-mail and phone inputs that every visitor form asking for a
 * contact shares (message to an agency, campaign, visit, "quiero anunciar", microsite), and
 * their lengths as the lead schemas accept them.
 */
export const CONTACT_KEYS = ['name', 'email', 'phone'] as const
export type ContactKey = (typeof CONTACT_KEYS)[number]

export const CONTACT_INPUTS = {
  name: { name: 'name', autoComplete: 'name', required: true },
  email: { name: 'email', type: 'email', autoComplete: 'email', required: true },
  phone: { name: 'phone', type: 'tel', inputMode: 'numeric', autoComplete: 'tel', required: true },
} as const satisfies Record<ContactKey, { name: ContactKey } & Record<string, string | boolean>>

export const CONTACT_MAX_LENGTH: Record<ContactKey, number> = { name: 120, email: 200, phone: 20 }
