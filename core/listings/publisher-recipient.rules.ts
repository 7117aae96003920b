/**
 * Who hears about staff's decision on a publisher's listing or papers (issue 33): an owner at
 * their own account's address, in their language; an agency at its address, in Spanish. The
 * moderation queue and the verification queue both write this way.
 */
export interface PublisherContact {
  isOwner: boolean
  /** The account's name (an owner's is their own name as an account). */
  name: string
  agencyEmail: string | null
  ownerEmail: string | null
  ownerFirstName: string | null
  ownerLocale: string | null
}

export interface PublisherRecipient {
  to: string
  name: string
  locale: 'es-CO' | 'en'
  isOwner: boolean
}

/** The address, greeting name and language of a decision's e-mail; null when there is no address. */
export function publisherRecipient(contact: PublisherContact): PublisherRecipient | null {
  const { isOwner } = contact
  const to = isOwner ? contact.ownerEmail : contact.agencyEmail
  if (!to) return null
  return {
    to,
    name: (isOwner ? contact.ownerFirstName : null) ?? contact.name,
    locale: isOwner && contact.ownerLocale === 'en' ? 'en' : 'es-CO',
    isOwner,
  }
}
