// The public surface of core/listings: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export { approximateLocation } from './approximate-location.rules'
export {
  allowedListingActions,
  createListing,
  deleteListing,
  getListingForAdmin,
  listListingsForAdmin,
  listingFeatureSlugs,
  listingFormChoices,
  publishListing,
  republishListing,
  restoreListing,
  unpublishListing,
  updateListing,
} from './listing-admin.service'
export { ListingDraftSchema, ListingFilterSchema, PhotoOrderSchema } from './listing-admin.schemas'
export type { ListingDraft } from './listing-admin.schemas'
export { adminListingView } from './listing-admin.view'
export {
  AdminListingRowSchema,
  AdminListingViewSchema,
  adminListingRowView,
  type AdminListingView,
} from './admin-listing-answers.view'
export { toListingCard } from './listing-card.view'
export type { ListingCard } from './listing-card.view'
export { GONE_KEY, NOT_FOUND_KEY, getListingPage, getPublicListing } from './listing-detail.service'
export type { ListingDetail, ListingPhoto } from './listing-detail.service'
export {
  defaultOperation,
  listingPath,
  mediaUrl,
  micrositePath,
  ogImageUrl,
  operationsOf,
  parseListingPath,
  photoSources,
  shownOperation,
} from './listing-url.view'
export type { PhotoSource } from './listing-url.view'
export { assertListingBackOffice, canCreateListings } from './listing.policy'
export {
  deleteListingPhoto,
  listListingPhotos,
  maxPhotos,
  reorderListingPhotos,
  setListingCover,
  uploadListingPhotos,
  withUrls,
} from './photo.service'
export type { UploadedFile } from './photo.service'
export {
  failStaleListingImports,
  getListingImport,
  listListingImports,
  previewListingImport,
  startListingImport,
} from './listing-import.service'
export type { ImportJobRecord, ImportReport, ImportRowError } from './listing-import.service'
export { IMPORT_FIELDS } from './listing-import-row.rules'
export { IMPORT_MAX_BYTES } from './listing-import-file.infra'
