// The public surface of core/fraud: the fraud signals of a listing (docs/fraud-signals.md). Queries stay inside.
export { evaluateListingSignals, listingSignals, type ListingSignal } from './evaluate-listing-signals.service'
export { hashStoredPhotos } from './hash-stored-photos.service'
export { fingerprintStoredTexts } from './fingerprint-stored-texts.service'
