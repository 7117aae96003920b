import type { shortlist as es } from '../es-CO/shortlist'

/** Texts of the shared shortlists: the share buttons, the page /en/s/{token}, the panel's links. */
export const shortlist: typeof es = {
  title: {
    compare: '{count} properties to compare',
    compare_one: '1 property to compare',
    favorites: '{count} selected properties',
    favorites_one: '1 selected property',
    none: 'Shared properties',
  },
  intro: 'A selection of properties shared on {brand}. Open one to see its photos and contact the agency.',
  meta_description: 'Prices: {prices}. A selection shared on {brand}.',
  meta_description_none: 'A selection of properties shared on {brand}.',
  listings: 'The properties',
  comparison: 'The comparison',
  unavailable: 'This property is no longer available',
  unavailable_text: 'The agency has taken it off the portal.',
  search: 'Search more properties',
  not_found: 'This link does not exist or was revoked',
  share: {
    compare: 'Share comparison',
    favorites: 'Share favourites',
    heading: 'Share this link',
    link: 'Link to share',
    read_only:
      'Whoever opens the link sees these properties without signing in, never your name or e-mail. You can revoke it from your panel.',
    whatsapp: 'Send by WhatsApp',
    copy: 'Copy link',
    copied: 'Link copied',
    ready: 'Your link is ready',
    sign_in: 'Sign in to share your comparison',
    favorites_limit: 'Your {limit} most recent favourites will be shared.',
    whatsapp_text: {
      compare: 'Here is a comparison of properties on {brand}:',
      favorites: 'Here are some properties on {brand}:',
    },
  },
  panel: {
    empty: 'You have not shared any links yet. Share them from the comparison or from your favourites.',
    kind: { compare: 'Comparison', favorites: 'Favourites' },
    count: '{count} properties',
    count_one: '1 property',
    created_on: 'Created on {date}',
    codes: 'Codes: {codes}',
    open: 'Open',
    revoke: 'Revoke',
    revoke_item: 'Revoke the {kind} link created on {date}',
    revoke_confirm: 'Revoke this link? Whoever has it will no longer be able to open it.',
    revoked: 'Link revoked',
  },
  validation: {
    not_public: 'One or more properties do not exist or are no longer published',
  },
}
