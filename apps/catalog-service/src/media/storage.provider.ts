import type { Provider } from '@nestjs/common';
import { LocalDiskStorage, defaultMediaDir, type Storage } from '@resellpk/backend-media';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/catalog-config';

/** Injection token of the media Storage (LocalDiskStorage on MEDIA_DIR). */
export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

export function createStorage(config: Pick<CatalogConfig, 'MEDIA_DIR'>): Storage {
  return new LocalDiskStorage(config.MEDIA_DIR ?? defaultMediaDir({}));
}

export const storageProvider: Provider = {
  provide: MEDIA_STORAGE,
  inject: [CATALOG_CONFIG],
  useFactory: (config: CatalogConfig) => createStorage(config),
};
