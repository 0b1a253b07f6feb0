import { MSG } from '@resellpk/domain';
import request from 'supertest';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './common/http/body-limits';
import { startGateway, type RunningGateway } from './testing/gateway-harness';

describe('gateway app', () => {
  let gw: RunningGateway;

  beforeAll(async () => {
    gw = await startGateway();
  });
  afterAll(() => gw?.close());

  describe('validation', () => {
    it('refuses an unknown field by name', async () => {
      const res = await request(gw.url).post('/api/v1/auth/login').send({ email: 'a@b.pk', password: 'x', isAdmin: true });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: 'Unknown field: isAdmin', field: 'isAdmin' });
      expect(res.body.correlationId).toBe(res.headers['x-correlation-id']);
    });

    it('refuses a wrong type with a clear message', async () => {
      const res = await request(gw.url).post('/api/v1/auth/login').send({ email: 42, password: 'secret123' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', message: 'email must be a string', field: 'email' });
    });

    it('uses the spec message for missing login fields', async () => {
      const res = await request(gw.url).post('/api/v1/auth/login').send({ email: 'a@b.pk' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: MSG.loginFieldsRequired, field: 'password' });
    });

    it('validates bodies of authenticated routes after the token check', async () => {
      const res = await request(gw.url)
        .patch('/api/v1/me')
        .set('Authorization', `Bearer ${gw.token('reseller')}`)
        .send({ role: 'admin' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Unknown field: role');
    });

    it('refuses a role outside the list', async () => {
      const res = await request(gw.url)
        .patch('/api/v1/admin/users/some-id/role')
        .set('Authorization', `Bearer ${gw.token('admin')}`)
        .send({ role: 'owner' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', message: 'role must be one of: admin, topup_helper, reseller', field: 'role' });
    });

    it('answers malformed JSON with a 400 in the error shape', async () => {
      const res = await request(gw.url).post('/api/v1/auth/login').set('Content-Type', 'application/json').send('{"email": ');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', correlationId: expect.any(String) });
    });

    it('refuses a JSON body over 100 kB with 413 in the error shape', async () => {
      const res = await request(gw.url).post('/api/v1/auth/login').send({ email: 'a@b.pk', password: 'x'.repeat(101 * 1024) });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', correlationId: res.headers['x-correlation-id'] });
    });

    it('refuses JSON nested deeper than the limit with a clear 400 before anything walks it', async () => {
      const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
      const routes = [
        request(gw.url).post('/api/v1/auth/login'),
        request(gw.url).patch('/api/v1/me').set('Authorization', `Bearer ${gw.token('reseller')}`),
        request(gw.url).patch('/api/v1/admin/users/some-id/role').set('Authorization', `Bearer ${gw.token('admin')}`),
      ];
      for (const route of routes) {
        const res = await route.set('Content-Type', 'application/json').send(`{"email":${nested(5000)}}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION', message: TOO_DEEP_MESSAGE, correlationId: res.headers['x-correlation-id'] });
      }
      const deepArray = await request(gw.url).post('/api/v1/auth/login').set('Content-Type', 'application/json').send('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1));
      expect(deepArray.body.message).toBe(TOO_DEEP_MESSAGE);
      // at the limit the body reaches validation, which names the field
      const atLimit = await request(gw.url).post('/api/v1/auth/login').set('Content-Type', 'application/json').send(`{"email":${nested(MAX_JSON_DEPTH - 1)},"password":"x"}`);
      expect(atLimit.status).toBe(400);
      expect(atLimit.body).toMatchObject({ code: 'VALIDATION', message: 'email must be a string', field: 'email' });
    });

    it('refuses a multipart text field (a JSON one too, however deep) on the upload route', async () => {
      const res = await request(gw.url)
        .post('/api/v1/admin/products/00000000-0000-4000-8000-000000000000/images')
        .set('Authorization', `Bearer ${gw.token('admin')}`)
        .field('meta', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000), { contentType: 'application/json' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', field: 'images' });
    });

    it('reads an empty JSON body as {} and refuses other content types with 415 (JSON only)', async () => {
      const empty = await request(gw.url).post('/api/v1/auth/login').set('Content-Type', 'application/json').send('');
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ code: 'VALIDATION', message: MSG.loginFieldsRequired });
      const text = await request(gw.url).post('/api/v1/auth/login').set('Content-Type', 'text/plain').send('hello');
      expect(text.status).toBe(415);
      expect(text.body).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: MSG.jsonBodyRequired });
      // a body without any Content-Type, and one Fastify cannot even parse
      for (const type of [undefined, 'not a type;;']) {
        const req = request(gw.url).post('/api/v1/auth/login');
        const res = await (type ? req.set('Content-Type', type) : req.unset('Content-Type')).send(Buffer.from('{"email":"a@b.pk"}'));
        expect([type, res.status, res.body.code]).toEqual([type, 415, 'UNSUPPORTED_MEDIA_TYPE']);
      }
    });

    it('takes multipart on the upload routes only: elsewhere it is a 415', async () => {
      const token = gw.token('reseller');
      const onJsonRoute = await request(gw.url).post('/api/v1/payment-requests').set('Authorization', `Bearer ${token}`).field('amount', '1000');
      expect(onJsonRoute.status).toBe(415);
      expect(onJsonRoute.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: MSG.jsonBodyRequired });
      // an upload route reads it (a text part where the files belong is its own 400)
      const upload = await request(gw.url)
        .post('/api/v1/admin/products/00000000-0000-4000-8000-000000000000/images')
        .set('Authorization', `Bearer ${gw.token('admin')}`)
        .field('images', 'not a file');
      expect(upload.status).toBe(400);
      expect(upload.body).toMatchObject({ code: 'VALIDATION', field: 'images' });
    });
  });

  it('refuses NUL characters and Object.prototype keys with a 400 before any service sees them', async () => {
    const nul = await request(gw.url).post('/api/v1/auth/login').send({ email: 'a\u0000@b.pk', password: 'x' });
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({ code: 'VALIDATION', field: 'email', message: 'email must not contain the NUL character (U+0000).' });
    const query = await request(gw.url).get('/api/v1/products?search=%00');
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject({ code: 'VALIDATION', field: 'search' });
    const key = await request(gw.url).post('/api/v1/auth/login').set('Content-Type', 'application/json').send('{"email":"a@b.pk","password":"x","constructor":{"isAdmin":true}}');
    expect(key.status).toBe(400);
    expect(key.body).toMatchObject({ code: 'VALIDATION', message: 'Unknown field: constructor', field: 'constructor' });
  });

  it('answers a path parameter the router cannot read (bad percent-encoding, too long) with 404 in the error shape', async () => {
    for (const path of ['/api/v1/products/%FF', '/api/v1/products/%E0%A4%A', `/api/v1/products/${'a'.repeat(300)}`]) {
      const res = await request(gw.url).get(path).set('x-correlation-id', 'trace-me-42');
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.', correlationId: 'trace-me-42' },
      });
      expect(res.headers['x-correlation-id']).toBe('trace-me-42');
    }
  });

  it('answers an unknown route with 404 in the error shape', async () => {
    const res = await request(gw.url).get('/api/v1/nothing-here').set('Authorization', `Bearer ${gw.token('reseller')}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('reports PostgreSQL, Redis and NATS on /api/health', async () => {
    const res = await request(gw.url).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    for (const name of ['postgres', 'redis', 'nats']) {
      expect(res.body.checks[name]).toEqual({ ok: true, latencyMs: expect.any(Number) });
    }
  });

  it('sets security headers and allows the app origins with credentials', async () => {
    const res = await request(gw.url).options('/api/v1/auth/login').set('Origin', 'http://localhost:4200').set('Access-Control-Request-Method', 'POST');
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const other = await request(gw.url).options('/api/v1/auth/login').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const health = await request(gw.url).get('/api/health');
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the OpenAPI document with every route and the UI', async () => {
    const res = await request(gw.url).get('/api/docs-json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/signup',
        '/api/v1/auth/login',
        '/api/v1/auth/refresh',
        '/api/v1/auth/logout',
        '/api/v1/auth/password-reset',
        '/api/v1/auth/password-reset/confirm',
        '/api/v1/me',
        '/api/v1/plans',
        '/api/v1/admin/users',
        '/api/v1/admin/users/{id}/role',
        '/api/health',
      ]),
    );
    expect(res.body.components.schemas).toHaveProperty('SignupDto');
    expect(res.body.components.schemas).toHaveProperty('ProfileDto');
    const login = res.body.paths['/api/v1/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/LoginDto');
    const ui = await request(gw.url).get('/api/docs/');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
  });
});
