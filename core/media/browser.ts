// What the browser may use of core/media: constants without I/O (index.ts re-exports them).
export { PHOTO_WIDTHS } from './photo-widths.constants'
