export {
  LocalDiskStorage,
  InvalidMediaKeyError,
  isSafeMediaKey,
  assertSafeMediaKey,
  defaultMediaDir,
  contentTypeOfKey,
} from './storage';
export type { Storage, StoredObject } from './storage';
export {
  processProductImage,
  processSingleImage,
  detectImageFormat,
  productImageKeys,
  ImageRejectedError,
  IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE_PX,
  MAX_IMAGE_PIXELS,
  CARD_MAX_BYTES,
  VARIANTS,
  ACCEPTED_IMAGE_FORMATS,
} from './image-processing';
export type { ProcessedImage, ImageVariant, VariantName } from './image-processing';
export { ensurePlaceholder, placeholderSvg, PLACEHOLDER_KEYS } from './placeholder';
export { mediaUrl, MEDIA_URL_PREFIX } from './urls';
