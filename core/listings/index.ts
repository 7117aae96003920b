// The public surface of core/listings: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export { APPROXIMATE_RADIUS_M, approximateLocation } from './approximate-location.rules'
// Back-office listing use cases, one a file: each checks the actor's permission in the listing's
// agency first (listing.policy.ts), runs in one transaction and writes the audit record with the change.
export { createListing } from './create-listing.service'
export { getListingForAdmin, listingFeatureSlugs } from './get-listing-for-admin.service'
export { listListingsForAdmin } from './list-listings-for-admin.service'
export { listingFormChoices } from './listing-form-choices.service'
export {
  deleteListing,
  publishListing,
  republishListing,
  restoreListing,
  unpublishListing,
} from './listing-status.service'
export { updateListing } from './update-listing.service'
// An owner's own listings (issue 33): the same parts under the owner's gate (owner-listing.policy.ts).
export {
  closeOwnListing,
  createOwnListing,
  findOwnAccountId,
  getOwnListing,
  listOwnListingPhotos,
  listOwnListings,
  ownerContactChoice,
  pauseOwnListing,
  publishOwnListing,
  updateOwnListing,
} from './owner-listings.service'
export { CloseListingSchema, OwnerListingDraftSchema, OwnerListingPatchSchema } from './owner-listing.schemas'
export { OwnerListingRowSchema, OwnerListingSchema, ownerListingRowView, ownerListingView } from './owner-listing.view'
export { loadOwnListing, ownerPhotoGate } from './owner-listing.policy'
export { suggestedTitle } from './suggested-title.rules'
export { ListingDraftSchema, ListingFilterSchema, PhotoOrderSchema } from './listing-admin.schemas'
export type { ListingDraft } from './listing-admin.schemas'
export { adminListingView } from './listing-admin.view'
export {
  AdminListingPageSchema,
  AdminListingViewSchema,
  adminListingPageAnswer,
  type AdminListingView,
} from './admin-listing-answers.view'
export { toListingCard } from './listing-card.view'
export { PublisherSchema, publisherOf } from './publisher.view'
export type { Publisher } from './publisher.view'
export { publisherRecipient } from './publisher-recipient.rules'
export type { ListingCard } from './listing-card.view'
export { GONE_KEY, NOT_FOUND_KEY, getListingPage, getPublicListing } from './listing-detail.service'
export { submitListingIdForReview } from './listing-review.service'
export { applyReviewDecision } from './listing-decision.service'
export type { ListingDetail, ListingPhoto } from './listing-detail.service'
export { PublicListingSchema, publicListingView } from './public-listing.view'
export { ListingFactsShape } from './listing-facts-answer.view'
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
export { allowedListingActions, assertListingBackOffice, canCreateListings } from './listing.policy'
export {
  deleteListingPhoto,
  listListingPhotos,
  maxPhotos,
  reorderListingPhotos,
  setListingCover,
  uploadListingPhotos,
} from './photo.service'
export { AdminPhotoListSchema, adminPhotoListView } from './admin-photo.view'
export { getListingImport } from './get-listing-import.service'
export { listListingImports } from './list-listing-imports.service'
export { previewListingImport } from './preview-listing-import.service'
export { failStaleListingImports, startListingImport } from './start-listing-import.service'
export type { ImportJobRecord } from './start-listing-import.service'
export {
  ImportAnswerSchema,
  ImportDryRunSchema,
  ListingImportSchema,
  importDryRunView,
  importReportView,
  listingImportView,
  type DescribeMessage,
  type ImportRowErrorView,
  type ListingImportView,
} from './listing-import.view'
export { IMPORT_FIELDS } from './listing-import-row.rules'
export { IMPORT_MAX_BYTES, readImportFile } from './listing-import-file.infra'
export {
  findImportOfKind,
  importRowError,
  isUniqueViolation,
  listImportsOfKind,
  runRecordedImport,
} from './import-job.service'
export { importReferences } from './listing-import-plan.service'
export { decimal, list, readPlaceCells, STATUS_WORDS, YES_NO, type ImportRowProblem } from './import-cells.rules'
export type { ImportReport } from './preview-listing-import.service'
export type { ImportReferences } from './listing-import-row.rules'
