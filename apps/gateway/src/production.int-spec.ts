import { signAccessToken } from '@resellpk/backend-auth';
import { IdentitySubjects, type IssuedSession } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { generateKeyPairSync } from 'node:crypto';
import request from 'supertest';
import { startGateway, type RunningGateway } from './testing/gateway-harness';
import { startIdentityStub, type IdentityStub } from './testing/identity-stub';

/** The gateway as production runs it: NODE_ENV=production with its own key pair. */
describe('gateway with NODE_ENV=production', () => {
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let gw: RunningGateway;
  let identity: IdentityStub;

  beforeAll(async () => {
    gw = await startGateway({
      NODE_ENV: 'production',
      JWT_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }) as string,
      // production refuses THROTTLE_DISABLED=1 (the harness's default)
      THROTTLE_DISABLED: '0',
    });
    identity = await startIdentityStub(gw.nats);
  });
  afterAll(async () => {
    await identity?.close();
    await gw?.close();
  });

  it('answers health with up/down per dependency only: no error text, no latency', async () => {
    const res = await request(gw.url).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', checks: { postgres: { ok: true }, redis: { ok: true }, nats: { ok: true } } });
  });

  it('marks the session cookies Secure without being told', async () => {
    identity.handlers[IdentitySubjects.login] = () => ({
      ok: true,
      data: {
        accessToken: 'a',
        accessExpiresAt: new Date(Date.now() + 900_000).toISOString(),
        refreshToken: 'r',
        refreshExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        user: { id: 'u', email: 'p@shop.pk', name: 'P', role: 'reseller', plan: 'free' },
      } satisfies IssuedSession,
    });
    const res = await request(gw.url).post('/api/v1/auth/login').send({ email: 'p@shop.pk', password: 'Right@12345' });
    expect(res.status).toBe(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['rpk_device', 'rpk_page', 'rpk_refresh', 'rpk_session']);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('accepts tokens of its own key pair only: the committed development key signs nothing here', async () => {
    identity.handlers[IdentitySubjects.getMe] = (req) => ({ ok: true, data: { id: req.ctx.userId } });
    const own = signAccessToken({ sub: 'u-prod', role: 'reseller', plan: 'free', sid: 's' }, keys.privateKey);
    await request(gw.url).get('/api/v1/me').set('Authorization', `Bearer ${own}`).expect(200, { id: 'u-prod' });
    // gw.token() signs with the development key, as a forger who read the repository would
    const forged = await request(gw.url).get('/api/v1/me').set('Authorization', `Bearer ${gw.token('admin')}`);
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe(MSG.authRequired);
  });

  it('serves no API document: the map of every route and field is off unless API_DOCS_ENABLED is set', async () => {
    for (const path of ['/api/docs', '/api/docs-json', '/api/docs/']) expect([path, (await request(gw.url).get(path)).status]).toEqual([path, 404]);
    const withDocs = await startGateway({ NODE_ENV: 'production', JWT_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }) as string, THROTTLE_DISABLED: '0', API_DOCS_ENABLED: '1', PUBLIC_BASE_URL: 'https://api.resellpk.example' });
    try {
      const res = await request(withDocs.url).get('/api/docs-json');
      expect(res.status).toBe(200);
      expect(res.body.paths['/api/v1/auth/login']).toBeDefined();
      expect(res.body.servers).toEqual([expect.objectContaining({ url: 'https://api.resellpk.example' })]);
    } finally {
      await withDocs.close();
    }
  });

  it('refuses a login from another site: 403 for a JSON one, 415 for a form, no cookie either way', async () => {
    identity.received = [];
    const json = await request(gw.url).post('/api/v1/auth/login').set('Origin', 'https://evil.example').send({ email: 'p@shop.pk', password: 'Right@12345' });
    expect(json.status).toBe(403);
    expect(json.body).toMatchObject({ code: 'FORBIDDEN', message: MSG.crossSiteRefused });
    const form = await request(gw.url).post('/api/v1/auth/login').set('Origin', 'https://evil.example').type('form').send({ email: 'p@shop.pk', password: 'Right@12345' });
    expect(form.status).toBe(415);
    for (const res of [json, form]) expect(res.headers['set-cookie']).toBeUndefined();
    expect(identity.received).toHaveLength(0);
  });
});
