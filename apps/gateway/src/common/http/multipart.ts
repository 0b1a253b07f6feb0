import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { JSON_BODY_LIMIT_BYTES, tooDeep, valueTooDeep } from './body-limits';

/** busboy's limits, as @fastify/multipart takes them. */
export interface MultipartLimits {
  fieldNameSize?: number;
  fieldSize?: number;
  fields?: number;
  fileSize?: number;
  files?: number;
  parts?: number;
  headerPairs?: number;
}

/**
 * Limits of every multipart read unless a route widens them: no text fields at all (a route that
 * takes some says how many), field values no larger than a JSON body, files up to 100 kB. busboy
 * stops reading at a limit and @fastify/multipart raises an `FST_*` error.
 */
export const MULTIPART_LIMITS: Required<MultipartLimits> = {
  fieldNameSize: 100,
  fieldSize: JSON_BODY_LIMIT_BYTES,
  fields: 0,
  fileSize: JSON_BODY_LIMIT_BYTES,
  files: 1,
  parts: 10,
  headerPairs: 100,
};

/**
 * The parts of a multipart body with the route's limits over the defaults. A field sent as
 * `application/json` arrives parsed (@fastify/multipart parses it without recursion); one nested
 * deeper than MAX_JSON_DEPTH is a 400 here, before the route or anything recursive sees it.
 */
export async function* readMultipart(req: FastifyRequest, limits: MultipartLimits = {}): AsyncGenerator<Multipart> {
  for await (const part of req.parts({ limits: { ...MULTIPART_LIMITS, ...limits } })) {
    if (part.type === 'field' && valueTooDeep(part.value)) throw tooDeep();
    yield part;
  }
}
