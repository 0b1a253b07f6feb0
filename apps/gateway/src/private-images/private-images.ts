import { Inject, Injectable, Logger } from '@nestjs/common';
import { ImageRejectedError, processSingleImage, type Storage } from '@resellpk/backend-media';
import { ServiceFailure } from '@resellpk/backend-messaging';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { MEDIA_STORAGE, PRIVATE_MEDIA_PREFIX } from '../media/media-storage';

/**
 * Images only their owner or staff may see (payment screenshots, receiving-account QR codes):
 * checked by content, re-encoded, stored under `private/` (which /api/media never serves) and
 * streamed by authenticated routes after the owning service said who may see them.
 */
@Injectable()
export class PrivateImages {
  private readonly logger = new Logger('PrivateImages');

  constructor(@Inject(MEDIA_STORAGE) private readonly storage: Storage) {}

  /**
   * Asks `authorize` (the owning service: is this the caller's record, may it take an image now?)
   * BEFORE the upload is decoded, so nobody can make the server decode images for records that are
   * not theirs; then checks the image (explicit pixel limits) and stores it under
   * `private/<folder>/<uuid>.webp`, and hands the key to `attach`. When `attach` fails (the
   * service refused after all: raced, demoted...) the file is deleted again and the refusal rethrown.
   */
  async storeAndAttach<T>(
    folder: string,
    upload: Buffer,
    field: string,
    steps: { authorize: () => Promise<unknown>; attach: (key: string) => Promise<T> },
  ): Promise<T> {
    await steps.authorize();
    let image;
    try {
      image = await processSingleImage(upload);
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new ServiceFailure(error.code, error.message, field);
      throw error;
    }
    const key = `${PRIVATE_MEDIA_PREFIX}${folder}/${randomUUID()}.webp`;
    await this.storage.put(key, image.buffer, 'image/webp');
    try {
      return await steps.attach(key);
    } catch (error) {
      await this.delete(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.storage.delete(key).catch((err: Error) => this.logger.warn(`private image ${key} not deleted: ${err.message}`));
  }

  /** Streams a stored private image; never cached by shared caches. */
  async send(res: FastifyReply, key: string, notFoundMessage: string): Promise<void> {
    const object = key.startsWith(PRIVATE_MEDIA_PREFIX) ? await this.storage.get(key) : null;
    if (!object) throw new ServiceFailure('NOT_FOUND', notFoundMessage);
    res
      .status(200)
      .header('Content-Type', object.contentType)
      .header('Content-Length', String(object.buffer.length))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'same-site')
      .send(object.buffer);
  }
}
