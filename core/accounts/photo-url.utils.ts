/** The public address of a stored profile photo (uploaded under /media, or a provider's URL). */
export function photoUrl(photoPath: string | null | undefined): string | null {
  if (!photoPath) return null
  return /^https:\/\//.test(photoPath) ? photoPath : `/media/${photoPath}`
}
