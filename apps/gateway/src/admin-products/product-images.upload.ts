import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@resellpk/backend-media';
import { ServiceFailure } from '@resellpk/backend-messaging';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { readMultipart } from '../common/http/multipart';

export const MAX_IMAGES_PER_UPLOAD = 8;
export const TOO_MANY_IMAGES = `Please select at most ${MAX_IMAGES_PER_UPLOAD} images`;
const IMAGES_FIELD = 'images';

/** One file of the `images` field, read into memory. */
export interface UploadedImage {
  fieldname: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}
export type UploadRequest = FastifyRequest & { uploadedImages?: UploadedImage[] };

// one byte over the limit so a 5 MB + 1 file is cut short and refused with our message
const LIMITS = { fileSize: MAX_IMAGE_BYTES + 1, files: MAX_IMAGES_PER_UPLOAD, parts: MAX_IMAGES_PER_UPLOAD };

/** @fastify/multipart's (busboy's) limit errors, as the spec words them. */
function toFailure(err: unknown): ServiceFailure {
  if (err instanceof ServiceFailure) return err;
  switch ((err as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ServiceFailure('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge, IMAGES_FIELD);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ServiceFailure('VALIDATION', TOO_MANY_IMAGES, IMAGES_FIELD);
    default:
      // a text field (none is allowed), malformed multipart data, ...
      return new ServiceFailure('VALIDATION', IMAGE_MESSAGES.notImage, IMAGES_FIELD);
  }
}

async function readImages(req: FastifyRequest): Promise<UploadedImage[]> {
  const images: UploadedImage[] = [];
  for await (const part of readMultipart(req, LIMITS)) {
    if (part.type !== 'file') throw new ServiceFailure('VALIDATION', IMAGE_MESSAGES.notImage, IMAGES_FIELD);
    if (part.fieldname !== IMAGES_FIELD) {
      part.file.resume();
      throw new ServiceFailure('VALIDATION', `Unknown field: ${part.fieldname}`, IMAGES_FIELD);
    }
    images.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer: await part.toBuffer() });
  }
  return images;
}

/**
 * Reads the multipart field `images` (1..8 files) into memory with @fastify/multipart's limits
 * and turns its errors into the spec's messages (`req.uploadedImages`). The content itself is
 * checked later by processProductImage.
 */
@Injectable()
export class ProductImagesUpload implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<UploadRequest>();
    if (!req.isMultipart()) throw new ServiceFailure('VALIDATION', IMAGE_MESSAGES.notImage, IMAGES_FIELD);
    try {
      req.uploadedImages = await readImages(req);
    } catch (err) {
      throw toFailure(err);
    }
    return next.handle();
  }
}
