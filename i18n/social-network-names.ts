/** The social networks' own names: brands, written the same in every language. */
export const SOCIAL_NETWORK_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  x: 'X',
}
