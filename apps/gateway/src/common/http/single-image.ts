import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@resellpk/backend-media';
import { ServiceFailure } from '@resellpk/backend-messaging';
import type { FastifyRequest } from 'fastify';
import { readMultipart } from './multipart';

// one byte over the limit so a 5 MB + 1 file is cut short and refused with the spec's message
const LIMITS = { fileSize: MAX_IMAGE_BYTES + 1, files: 1, parts: 1 };

/**
 * The one file of multipart field `field` (a screenshot, a QR code), read into memory with
 * @fastify/multipart's limits; its errors become the spec's two messages. The content is checked
 * afterwards (processSingleImage), never trusted from the name or the part's MIME type.
 */
export async function readSingleImage(req: FastifyRequest, field: string): Promise<Buffer> {
  if (!req.isMultipart()) throw new ServiceFailure('VALIDATION', IMAGE_MESSAGES.notImage, field);
  let buffer: Buffer | undefined;
  try {
    for await (const part of readMultipart(req, LIMITS)) {
      if (part.type !== 'file' || part.fieldname !== field) {
        if (part.type === 'file') part.file.resume();
        throw new ServiceFailure('VALIDATION', IMAGE_MESSAGES.notImage, field);
      }
      buffer = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof ServiceFailure) throw err;
    if ((err as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') throw new ServiceFailure('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge, field);
    throw new ServiceFailure('VALIDATION', IMAGE_MESSAGES.notImage, field);
  }
  if (!buffer || buffer.length === 0) throw new ServiceFailure('VALIDATION', IMAGE_MESSAGES.notImage, field);
  return buffer;
}
