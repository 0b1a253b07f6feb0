import type { FastifyRequest } from 'fastify';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './body-limits';
import { MULTIPART_LIMITS, readMultipart } from './multipart';

/** A request whose @fastify/multipart iterator yields the given parts and records its options. */
function fakeRequest(parts: Array<Record<string, unknown>>) {
  const calls: unknown[] = [];
  const req = {
    parts: (options: unknown) => {
      calls.push(options);
      return (async function* () {
        yield* parts;
      })();
    },
  } as unknown as FastifyRequest;
  return { req, calls };
}

const nest = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

async function collect(req: FastifyRequest, limits = {}) {
  const out = [];
  for await (const part of readMultipart(req, limits)) out.push(part);
  return out;
}

describe('readMultipart', () => {
  it('reads with the deny-by-default limits, widened by the route', async () => {
    const { req, calls } = fakeRequest([]);
    await collect(req, { files: 8, fileSize: 10 });
    expect(calls).toEqual([{ limits: { ...MULTIPART_LIMITS, files: 8, fileSize: 10 } }]);
    expect(MULTIPART_LIMITS.fields).toBe(0);
  });

  it('passes files and fields nested up to the limit through', async () => {
    const parts = [
      { type: 'field', fieldname: 'meta', value: nest(MAX_JSON_DEPTH) },
      { type: 'field', fieldname: 'note', value: 'plain text' },
      { type: 'file', fieldname: 'images' },
    ];
    await expect(collect(fakeRequest(parts).req)).resolves.toEqual(parts);
  });

  it('refuses a JSON field nested deeper than the limit with a 400 before the route sees it', async () => {
    const seen: string[] = [];
    const parts = [
      { type: 'file', fieldname: 'images' },
      { type: 'field', fieldname: 'meta', value: nest(5000) },
      { type: 'file', fieldname: 'never' },
    ];
    const read = (async () => {
      for await (const part of readMultipart(fakeRequest(parts).req)) seen.push(part.fieldname);
    })();
    await expect(read).rejects.toMatchObject({ error: { code: 'VALIDATION', message: TOO_DEEP_MESSAGE } });
    expect(seen).toEqual(['images']);
  });
});
