import { Controller, Get, Inject, Param, Res, VERSION_NEUTRAL } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Public } from '@resellpk/backend-auth';
import { isSafeMediaKey, type Storage } from '@resellpk/backend-media';
import { ServiceFailure } from '@resellpk/backend-messaging';
import type { FastifyReply } from 'fastify';
import { ApiErrorDto } from '../common/http/api-docs';
import { MEDIA_STORAGE, PRIVATE_MEDIA_PREFIX } from './media-storage';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const NOT_FOUND = 'File not found.';

/**
 * `/api/media/<key>` (unversioned): product images from the storage. Keys are content-unique
 * (a UUID per upload), so they are cached for a year; unsafe keys (`..`, absolute, odd characters)
 * are refused before the storage is touched.
 */
@ApiTags('media')
@Public()
@SkipThrottle()
@Controller({ path: 'media', version: VERSION_NEUTRAL })
export class MediaController {
  constructor(@Inject(MEDIA_STORAGE) private readonly storage: Storage) {}

  @Get('*')
  @ApiOperation({ summary: 'A stored image (WebP variants of product images, placeholders)' })
  @ApiParam({ name: 'path', description: 'Storage key', example: 'products/<productId>/<uuid>-card.webp' })
  @ApiResponse({
    status: 200,
    description: 'The file, Cache-Control: public, max-age=31536000, immutable',
    content: Object.fromEntries(['image/webp', 'image/jpeg', 'image/png'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  })
  @ApiResponse({ status: 404, description: 'No such file', type: ApiErrorDto })
  async get(@Param('*') raw: string | string[], @Res() res: FastifyReply): Promise<void> {
    const key = Array.isArray(raw) ? raw.join('/') : String(raw ?? '');
    // private files are streamed only by their own authenticated routes
    if (!isSafeMediaKey(key) || key.startsWith(PRIVATE_MEDIA_PREFIX)) throw new ServiceFailure('NOT_FOUND', NOT_FOUND);
    const object = await this.storage.get(key);
    if (!object) throw new ServiceFailure('NOT_FOUND', NOT_FOUND);
    res
      .status(200)
      .header('Content-Type', object.contentType)
      .header('Content-Length', String(object.buffer.length))
      .header('Cache-Control', MEDIA_CACHE_CONTROL)
      .header('X-Content-Type-Options', 'nosniff')
      // images only: nothing in them may run as a document
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'same-site')
      .send(object.buffer);
  }
}
