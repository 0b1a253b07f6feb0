import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { deflateSync } from 'node:zlib';

/**
 * Cross-service API checks against the e2e stack (gateway -> catalog / identity over NATS),
 * through the shell's /api proxy. Demo data: admin@demo.pk, free@demo.pk, premium@demo.pk.
 */
const PASSWORD = 'Demo@12345';

async function tokenFor(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(res.status(), `login ${email}`).toBe(200);
  return (await res.json()).accessToken as string;
}
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A small valid PNG (solid colour), made without extra dependencies. */
function tinyPng(size = 16): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x7f)]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface ProductJson {
  id: string;
  planAccess: 'free' | 'premium';
  wholesalePricePaisa: number | null;
  wholesaleLocked: boolean;
}

async function allProducts(request: APIRequestContext, headers: Record<string, string> = {}): Promise<ProductJson[]> {
  const out: ProductJson[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 20; i++) {
    const res: APIResponse = await request.get('/api/v1/products', { params: { limit: 60, ...(cursor ? { cursor } : {}) }, headers });
    expect(res.status()).toBe(200);
    const page = (await res.json()) as { items: ProductJson[]; nextCursor: string | null };
    out.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return out;
}

test.describe('catalogue API', () => {
  test('the wholesale price of a free-plan product is absent for visitors and free users, present for premium', async ({ request }) => {
    const visitor = await allProducts(request);
    const freeProducts = visitor.filter((p) => p.planAccess === 'free');
    expect(freeProducts.length).toBeGreaterThan(0);
    for (const p of freeProducts) {
      expect(p.wholesalePricePaisa).toBeNull();
      expect(p.wholesaleLocked).toBe(true);
    }

    const free = await allProducts(request, auth(await tokenFor(request, 'free@demo.pk')));
    for (const p of free.filter((x) => x.planAccess === 'free')) expect(p.wholesalePricePaisa).toBeNull();
    const sample = freeProducts[0];
    const detail = await request.get(`/api/v1/products/${sample.id}`, { headers: auth(await tokenFor(request, 'free@demo.pk')) });
    expect((await detail.json()).wholesalePricePaisa).toBeNull();
    // the raw body itself carries no wholesale figure (absent, not hidden)
    const visitorDetail = await request.get(`/api/v1/products/${sample.id}`);
    expect(await visitorDetail.text()).toContain('"wholesalePricePaisa":null');

    const premium = await allProducts(request, auth(await tokenFor(request, 'premium@demo.pk')));
    const premiumFree = premium.filter((p) => p.planAccess === 'free');
    expect(premiumFree.length).toBeGreaterThan(0);
    for (const p of premiumFree) {
      expect(typeof p.wholesalePricePaisa).toBe('number');
      expect(p.wholesalePricePaisa).toBeGreaterThan(0);
      expect(p.wholesaleLocked).toBe(false);
    }
  });

  test('an invalid token on the public catalogue is a 401, not visitor prices', async ({ request }) => {
    const res: APIResponse = await request.get('/api/v1/products', { headers: { Authorization: 'Bearer not.a.token' } });
    expect(res.status()).toBe(401);
  });

  test('bad product input from an admin gets the spec messages and writes nothing', async ({ request }) => {
    const headers = auth(await tokenFor(request, 'admin@demo.pk'));
    const before = await (await request.get('/api/v1/admin/products', { headers })).json();
    const valid = {
      name: 'API check product', shortName: 'API check', longName: 'API check product long', description: 'Made by the API test',
      wholesalePricePaisa: 100000, retailPricePaisa: null, discountedPricePaisa: null, category: 'electronics', planAccess: 'free',
      weightKg: 0.5, stock: 3, coinDiscount: 0,
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, name: '' }, 'Product name is required'],
      [{ ...valid, shortName: ' ' }, 'Short name is required'],
      [{ ...valid, longName: undefined }, 'Long name is required'],
      [{ ...valid, description: '' }, 'Description is required'],
      [{ ...valid, wholesalePricePaisa: 0 }, 'Wholesale price must be a positive number'],
      [{ ...valid, retailPricePaisa: -1 }, 'Retail price must be a positive number'],
      [{ ...valid, discountedPricePaisa: -100 }, 'Discounted price must be a positive number'],
      [{ ...valid, weightKg: -0.1 }, 'Weight must be a non-negative number'],
      [{ ...valid, stock: 2.5 }, 'Stock must be a non-negative integer'],
      [{ ...valid, coinDiscount: -3 }, 'Coin discount must be a non-negative integer'],
    ];
    for (const [body, message] of cases) {
      const res = await request.post('/api/v1/admin/products', { headers, data: body });
      expect(res.status(), message).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    const after = await (await request.get('/api/v1/admin/products', { headers })).json();
    expect(after.map((p: { id: string }) => p.id)).toEqual(before.map((p: { id: string }) => p.id));
  });

  test('an upload that is not an image, or is over 5 MB, is refused with the spec messages', async ({ request }) => {
    const headers = auth(await tokenFor(request, 'admin@demo.pk'));
    const products = await (await request.get('/api/v1/admin/products', { headers })).json();
    const target = products[0];
    expect(target).toBeTruthy();
    const imagesBefore = target.images.length;

    const notImage = await request.post(`/api/v1/admin/products/${target.id}/images`, {
      headers,
      multipart: { images: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is plain text, not a JPEG') } },
    });
    expect(notImage.status()).toBe(400);
    expect((await notImage.json()).message).toBe('Please select an image file');

    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await request.post(`/api/v1/admin/products/${target.id}/images`, {
      headers,
      multipart: { images: { name: 'big.png', mimeType: 'image/png', buffer: big } },
    });
    expect(tooBig.status()).toBe(413);
    expect((await tooBig.json()).message).toBe('Please select an image smaller than 5MB');

    const after = await (await request.get(`/api/v1/admin/products/${target.id}`, { headers })).json();
    expect(after.images.length).toBe(imagesBefore);
  });

  test('concurrent upgrade requests from one fresh user leave exactly one pending', async ({ request }) => {
    const email = `upgrade-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pk`;
    const signup = await request.post('/api/v1/auth/signup', {
      data: { name: 'Upgrade Tester', email, whatsappNumber: '03001234567', password: 'Upgrade@12345' },
    });
    expect(signup.status()).toBe(201);
    const token = (await signup.json()).accessToken as string;

    const results = await Promise.all(
      Array.from({ length: 10 }, () => request.post('/api/v1/plan-upgrade-requests', { headers: auth(token), data: { requestedPlan: 'premium' } })),
    );
    const statuses = results.map((r) => r.status()).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const r of results.filter((x) => x.status() === 409)) {
      expect((await r.json()).message).toBe('You already have a pending plan upgrade request. Please wait for admin approval.');
    }

    const adminHeaders = auth(await tokenFor(request, 'admin@demo.pk'));
    const pending = await (await request.get('/api/v1/admin/plan-upgrade-requests', { headers: adminHeaders, params: { status: 'pending' } })).json();
    expect(pending.filter((r: { resellerEmail: string }) => r.resellerEmail === email)).toHaveLength(1);
  });
});
