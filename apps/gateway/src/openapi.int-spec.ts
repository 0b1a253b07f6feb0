import { ERROR_HTTP_STATUS } from '@resellpk/contracts';
import request from 'supertest';
import { startGateway, type RunningGateway } from './testing/gateway-harness';

/**
 * Every operation of /api/docs-json lists the error statuses it answers. The answers are not
 * derived here the way openapi.ts derives them: each operation is called the ways that fail
 * inside the gateway (no token, a reseller's token, a path parameter that is not an id, malformed
 * and oversized JSON) and whatever it answered must be documented, with the error body.
 */
interface Operation {
  method: string;
  path: string;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  parameters?: Array<{ in: string; name: string; schema?: { format?: string } }>;
  requestBody?: unknown;
}

const BODY_METHODS = ['post', 'put', 'patch', 'delete'];
const UUID = '00000000-0000-4000-8000-000000000000';

function operationsOf(doc: { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ ...op, method, path })));
}

/** The path with every parameter filled: ids with `id` (a UUID unless told otherwise). */
function concrete(op: Operation, id = UUID): string {
  return op.path.replace(/\{([^}]+)\}/g, () => id);
}

describe('OpenAPI error responses', () => {
  let gw: RunningGateway;
  let operations: Operation[];

  beforeAll(async () => {
    gw = await startGateway();
    const res = await request(gw.url).get('/api/docs-json');
    expect(res.status).toBe(200);
    operations = operationsOf(res.body);
  });
  afterAll(() => gw?.close());

  /** Sends one probe and checks its answer is an error the operation documents, in the error shape. */
  async function expectDocumented(op: Operation, probe: request.Test, label: string): Promise<number> {
    const res = await probe;
    const where = `${op.method.toUpperCase()} ${op.path} (${label})`;
    expect({ where, status: res.status, documented: Object.keys(op.responses) }).toEqual({
      where,
      status: res.status,
      documented: expect.arrayContaining([String(res.status)]),
    });
    if (res.status >= 400 && !op.path.startsWith('/api/health')) {
      expect({ where, body: res.body }).toEqual({
        where,
        body: expect.objectContaining({ statusCode: res.status, code: expect.any(String), message: expect.any(String) }),
      });
      expect(ERROR_HTTP_STATUS[res.body.code as keyof typeof ERROR_HTTP_STATUS]).toBe(res.status);
    }
    return res.status;
  }

  const call = (op: Operation, path = concrete(op)) => request(gw.url)[op.method as 'get'](path);

  it('documents the error body for every error status of every operation', () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const op of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400 || op.path === '/api/health') continue;
        expect({ op: `${op.method} ${op.path} ${status}`, ref: response.content?.['application/json']?.schema?.$ref }).toEqual({
          op: `${op.method} ${op.path} ${status}`,
          ref: '#/components/schemas/ApiErrorDto',
        });
      }
    }
  });

  it('documents the 401 an anonymous caller gets and the 403 a reseller gets', async () => {
    const statuses = new Set<number>();
    for (const op of operations) {
      statuses.add(await expectDocumented(op, call(op), 'anonymous'));
      if (op.path.startsWith('/api/v1/admin')) {
        const status = await expectDocumented(op, call(op).set('Authorization', `Bearer ${gw.token('reseller')}`), 'reseller');
        expect({ op: op.path, status }).toEqual({ op: op.path, status: 403 });
      }
    }
    expect(statuses).toContain(401);
    // a bad token on an optional-auth route is a 401 too
    const optional = operations.find((op) => op.path === '/api/v1/products' && op.method === 'get');
    await expectDocumented(optional as Operation, call(optional as Operation).set('Authorization', 'Bearer forged'), 'forged token');
  });

  it('documents the 404 for a path parameter that is not an id', async () => {
    const withIds = operations.filter((op) => op.parameters?.some((p) => p.in === 'path' && p.schema?.format === 'uuid'));
    expect(withIds.length).toBeGreaterThan(10);
    for (const op of withIds) {
      const status = await expectDocumented(op, call(op, concrete(op, 'not-an-id')).set('Authorization', `Bearer ${gw.token('admin')}`), 'not an id');
      // an upload reads (and here refuses) its multipart body before the id is looked at
      if (!op.requestBody) expect({ op: op.path, status }).toEqual({ op: op.path, status: 404 });
    }
  });

  it('documents the 400 for malformed or too deeply nested JSON and the 413 for a body too large', async () => {
    const withBodies = operations.filter((op) => BODY_METHODS.includes(op.method));
    expect(withBodies.length).toBeGreaterThan(10);
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    for (const op of withBodies) {
      const json = () => call(op).set('Authorization', `Bearer ${gw.token('admin')}`).set('Content-Type', 'application/json');
      expect(await expectDocumented(op, json().send('{"a": '), 'malformed JSON')).toBe(400);
      expect(await expectDocumented(op, json().send(deep), 'deep JSON')).toBe(400);
      expect(await expectDocumented(op, json().send(JSON.stringify({ a: 'x'.repeat(200 * 1024) })), 'large JSON')).toBe(413);
    }
  });
});
