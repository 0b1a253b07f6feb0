import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@resellpk/backend-media';
import { ServiceFailure } from '@resellpk/backend-messaging';
import type { Request, Response } from 'express';
import multer from 'multer';

const { MulterError } = multer;
import type { Observable } from 'rxjs';

export const MAX_IMAGES_PER_UPLOAD = 8;
export const TOO_MANY_IMAGES = `Please select at most ${MAX_IMAGES_PER_UPLOAD} images`;

// one byte over the limit so a 5 MB + 1 file is cut short and refused with our message
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES + 1, files: MAX_IMAGES_PER_UPLOAD, fields: 0, parts: MAX_IMAGES_PER_UPLOAD },
}).array('images', MAX_IMAGES_PER_UPLOAD);

function toFailure(err: unknown): ServiceFailure {
  if (err instanceof MulterError) {
    switch (err.code) {
      case 'LIMIT_FILE_SIZE':
        return new ServiceFailure('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge, 'images');
      case 'LIMIT_FILE_COUNT':
      case 'LIMIT_PART_COUNT':
        return new ServiceFailure('VALIDATION', TOO_MANY_IMAGES, 'images');
      case 'LIMIT_FIELD_COUNT':
      case 'LIMIT_UNEXPECTED_FILE':
        return new ServiceFailure('VALIDATION', err.field && err.field !== 'images' ? `Unknown field: ${err.field}` : IMAGE_MESSAGES.notImage, 'images');
      default:
        return new ServiceFailure('VALIDATION', IMAGE_MESSAGES.notImage, 'images');
    }
  }
  return new ServiceFailure('VALIDATION', IMAGE_MESSAGES.notImage, 'images');
}

/**
 * Reads the multipart field `images` (1..8 files) into memory with multer's limits and turns its
 * errors into the spec's messages. The content itself is checked later by processProductImage.
 */
@Injectable()
export class ProductImagesUpload implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    if (!req.is('multipart/form-data')) throw new ServiceFailure('VALIDATION', IMAGE_MESSAGES.notImage, 'images');
    await new Promise<void>((resolve, reject) => upload(req, http.getResponse<Response>(), (err?: unknown) => (err ? reject(toFailure(err)) : resolve())));
    return next.handle();
  }
}
