// The public surface of core/media: its use cases and what adapters and other modules need. Queries stay inside.
export * from './browser'
export { checkImage, decodeImage } from './image-decode.infra'
export { MAX_PHOTO_DISTANCE, hashBands, isDistinctiveHash } from './dhash.rules'
export { PHOTO_RULES, hashStoredRendition, newPhotoKey, processPhoto } from './image-pipeline.infra'
export { mediaStorage, mediaUrl, parseWidths, photoUrls, type MediaStorage } from './storage.infra'
export { RemotePhotoError, fetchRemotePhoto } from './remote-image.infra'
export { checkUploadedPhotos, type UploadedFile } from './upload-check.infra'
