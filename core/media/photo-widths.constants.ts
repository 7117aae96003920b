/** The widths every listing photo is stored at (WebP), smallest first; a photo without its own list has these. */
export const PHOTO_WIDTHS = [480, 800, 1200] as const
