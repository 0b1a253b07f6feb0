import { IMAGE_MESSAGES } from '@resellpk/backend-media';
import { pngDeclaring } from '@resellpk/backend-testing';
import { CatalogSubjects, IdentitySubjects, OrdersSubjects, type AdminProductView } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';
import { startNatsStub, type NatsStub } from '../testing/nats-stub';

const PRODUCT_ID = '11111111-1111-4111-8111-111111111111';
const ok = <T>(data: T) => ({ ok: true as const, data });

function adminProduct(images: AdminProductView['images'] = []): AdminProductView {
  const placeholder = { id: 'placeholder', cardUrl: '/api/media/placeholder/card.webp', detailUrl: '/api/media/placeholder/detail.webp', fullUrl: '/api/media/placeholder/full.webp' };
  return {
    id: PRODUCT_ID, name: 'Earbuds', shortName: 'Earbuds', longName: 'Earbuds', description: 'd', category: 'electronics',
    planAccess: 'free', retailPricePaisa: 150, discountedPricePaisa: 120, wholesalePricePaisa: 100, wholesaleLocked: false,
    image: images[0] ?? placeholder, images, weightKg: 0, stock: 1, coinDiscount: 0, rating: 4.5, createdAt: new Date().toISOString(),
    storedRetailPricePaisa: null, storedDiscountedPricePaisa: null,
  };
}

const validProduct = {
  name: 'Earbuds', shortName: 'Earbuds', longName: 'Wireless earbuds', description: 'Bluetooth', wholesalePricePaisa: 125000,
  retailPricePaisa: null, discountedPricePaisa: null, category: 'electronics', planAccess: 'free', weightKg: 0.2, stock: 5, coinDiscount: 0,
};

describe('gateway catalogue routes', () => {
  let gw: RunningGateway;
  let stub: NatsStub;
  let mediaDir: string;
  let png: Buffer;

  beforeAll(async () => {
    mediaDir = mkdtempSync(path.join(tmpdir(), 'rpk-media-'));
    process.env.MEDIA_DIR = mediaDir;
    gw = await startGateway();
    stub = await startNatsStub(gw.nats, [
      ...Object.values<string>(CatalogSubjects),
      OrdersSubjects.countByStatus,
      IdentitySubjects.countPendingUpgradeRequests,
      IdentitySubjects.createUpgradeRequest,
    ]);
    png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366aa' } }).png().toBuffer();
  }, 60_000);
  afterAll(async () => {
    await stub?.close();
    await gw?.close();
    delete process.env.MEDIA_DIR;
    rmSync(mediaDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    stub.handlers = {};
    stub.received.length = 0;
  });

  const api = () => request(gw.url);
  const bearer = (role: 'admin' | 'reseller', plan: 'free' | 'premium' = 'free') => `Bearer ${gw.token(role, { plan })}`;

  describe('optional auth on the public catalogue', () => {
    beforeEach(() => {
      stub.handlers[CatalogSubjects.listProducts] = () => ok({ items: [], nextCursor: null });
    });

    it('serves a visitor without user, role or plan, with the defaults filled in', async () => {
      await api().get('/api/v1/products').expect(200, { items: [], nextCursor: null });
      const [req] = stub.calls(CatalogSubjects.listProducts);
      expect(req.ctx.userId).toBeUndefined();
      expect(req.ctx.plan).toBeUndefined();
      expect(req.data).toEqual({ category: 'all', sort: 'name', limit: 24 });
    });

    it('passes the token user, role and plan to catalog', async () => {
      const token = gw.token('reseller', { plan: 'premium', userId: '22222222-2222-4222-8222-222222222222' });
      await api().get('/api/v1/products?search=ear&category=Stationery&sort=price&limit=60&cursor=abc').set('Authorization', `Bearer ${token}`).expect(200);
      const [req] = stub.calls(CatalogSubjects.listProducts);
      expect(req.ctx).toMatchObject({ userId: '22222222-2222-4222-8222-222222222222', role: 'reseller', plan: 'premium' });
      expect(req.data).toEqual({ search: 'ear', category: 'Stationery', sort: 'price', limit: 60, cursor: 'abc' });
    });

    it.each(['name', 'price', 'price_desc', 'newest'])('passes sort=%s to catalog', async (sort) => {
      await api().get(`/api/v1/products?sort=${sort}`).expect(200);
      expect(stub.calls(CatalogSubjects.listProducts)[0].data).toMatchObject({ sort });
    });

    it('lists the categories with products in stock (builtin and staff-made), every one with includeEmpty=true, and refuses another value', async () => {
      const categories = [
        { name: 'electronics', custom: false, hasProducts: true },
        { name: 'garden', custom: false, hasProducts: false },
        { name: 'Lamps', custom: true, hasProducts: true },
        { name: 'Empty shelf', custom: true, hasProducts: false },
      ];
      stub.handlers[CatalogSubjects.listCategories] = () => ok(categories);
      await api().get('/api/v1/categories').expect(200, [categories[0], categories[2]]);
      await api().get('/api/v1/categories?includeEmpty=true').expect(200, categories);
      const res = await api().get('/api/v1/categories?includeEmpty=yes').expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'includeEmpty', message: 'includeEmpty must be true or false' });
      expect(stub.calls(CatalogSubjects.listCategories)).toHaveLength(2);
    });

    it('answers 401 to an invalid or expired token so the client refreshes', async () => {
      const res = await api().get('/api/v1/products').set('Authorization', 'Bearer broken.token.here').expect(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', message: MSG.authRequired });
      await api().get('/api/v1/free-offers').set('Authorization', 'Bearer nope').expect(401);
      expect(stub.received).toEqual([]);
    });
  });

  it.each([
    ['limit=0', 'limit', 'limit must be a whole number from 1 to 60'],
    ['limit=61', 'limit', 'limit must be a whole number from 1 to 60'],
    ['limit=abc', 'limit', 'limit must be a whole number from 1 to 60'],
    ['limit=2.5', 'limit', 'limit must be a whole number from 1 to 60'],
    [`category=${'c'.repeat(101)}`, 'category', 'category must be a category name'],
    ['category=a&category=b', 'category', 'category must be a category name'],
    ['sort=rating', 'sort', 'sort must be one of: name, price, price_desc, newest'],
    ['sort=price_asc', 'sort', 'sort must be one of: name, price, price_desc, newest'],
    ['search=a&search=b', 'search', 'search must be text'],
    [`search=${'x'.repeat(101)}`, 'search', 'search must be at most 100 characters'],
    ['colour=red', 'colour', 'Unknown field: colour'],
  ])('refuses GET /products?%s before calling catalog', async (qs, field, message) => {
    const res = await api().get(`/api/v1/products?${qs}`).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field, message });
    expect(stub.received).toEqual([]);
  });

  it('answers 404 for a product id that is not a UUID and forwards catalog 404s', async () => {
    await api().get('/api/v1/products/not-an-id').expect(404);
    stub.handlers[CatalogSubjects.getProduct] = () => ({ ok: false, error: { code: 'NOT_FOUND', message: 'Product not found.' } });
    const res = await api().get(`/api/v1/products/${PRODUCT_ID}`).expect(404);
    expect(res.body.message).toBe('Product not found.');
  });

  it('favourites answer 204 and need a session', async () => {
    stub.handlers[CatalogSubjects.addFavorite] = () => ok(null);
    stub.handlers[CatalogSubjects.removeFavorite] = () => ok(null);
    await api().put(`/api/v1/favorites/${PRODUCT_ID}`).expect(401);
    await api().put(`/api/v1/favorites/${PRODUCT_ID}`).set('Authorization', bearer('reseller')).expect(204);
    await api().delete(`/api/v1/favorites/${PRODUCT_ID}`).set('Authorization', bearer('reseller')).expect(204);
    expect(stub.calls(CatalogSubjects.addFavorite)[0].data).toEqual({ productId: PRODUCT_ID });
  });

  describe('admin product input', () => {
    it.each([
      [{ ...validProduct, name: '  ' }, 'name', 'Product name is required'],
      [{ ...validProduct, shortName: undefined }, 'shortName', 'Short name is required'],
      [{ ...validProduct, wholesalePricePaisa: -5 }, 'wholesalePricePaisa', 'Wholesale price must be a positive number'],
      [{ ...validProduct, retailPricePaisa: 0 }, 'retailPricePaisa', 'Retail price must be a positive number'],
      [{ ...validProduct, stock: 1.5 }, 'stock', 'Stock must be a non-negative integer'],
      [{ ...validProduct, weightKg: -1 }, 'weightKg', 'Weight must be a non-negative number'],
      [{ ...validProduct, coinDiscount: '3' }, 'coinDiscount', 'Coin discount must be a non-negative integer'],
      [{ ...validProduct, sku: 'x' }, 'sku', 'Unknown field: sku'],
    ])('refuses %j with the spec message and writes nothing', async (body, field, message) => {
      const res = await api().post('/api/v1/admin/products').set('Authorization', bearer('admin')).send(body).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field, message });
      expect(stub.received).toEqual([]);
    });

    it('forwards a valid product, trimmed, and a partial update', async () => {
      stub.handlers[CatalogSubjects.createProduct] = () => ok(adminProduct());
      stub.handlers[CatalogSubjects.updateProduct] = () => ok(adminProduct());
      await api().post('/api/v1/admin/products').set('Authorization', bearer('admin')).send({ ...validProduct, name: ' Earbuds ' }).expect(201);
      expect(stub.calls(CatalogSubjects.createProduct)[0].data).toEqual({ ...validProduct, name: 'Earbuds' });
      await api().patch(`/api/v1/admin/products/${PRODUCT_ID}`).set('Authorization', bearer('admin')).send({ stock: 7 }).expect(200);
      expect(stub.calls(CatalogSubjects.updateProduct)[0].data).toEqual({ id: PRODUCT_ID, stock: 7 });
      const res = await api().patch(`/api/v1/admin/products/${PRODUCT_ID}`).set('Authorization', bearer('admin')).send({ stock: -1 }).expect(400);
      expect(res.body.message).toBe('Stock must be a non-negative integer');
    });

    it('custom categories and offers use the spec messages', async () => {
      let res = await api().post('/api/v1/admin/categories').set('Authorization', bearer('admin')).send({ name: '   ' }).expect(400);
      expect(res.body.message).toBe('Please enter a name for the custom category.');
      res = await api()
        .post('/api/v1/admin/free-offers')
        .set('Authorization', bearer('admin'))
        .send({ name: 'Gift', description: '', isActive: true, minOrderThresholdPaisa: 216000, maxUnitsPerOrder: 1, productIds: [] })
        .expect(400);
      expect(res.body).toMatchObject({ field: 'productIds', message: 'Select at least one product' });
      res = await api().patch(`/api/v1/admin/free-offers/${PRODUCT_ID}/active`).set('Authorization', bearer('admin')).send({ isActive: 'yes' }).expect(400);
      expect(res.body.field).toBe('isActive');
      expect(stub.received).toEqual([]);
    });
  });

  describe('image uploads', () => {
    const upload = () => api().post(`/api/v1/admin/products/${PRODUCT_ID}/images`).set('Authorization', bearer('admin'));
    const files = () => {
      const dir = path.join(mediaDir, 'products', PRODUCT_ID);
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    };

    beforeEach(() => {
      stub.handlers[CatalogSubjects.adminGetProduct] = () => ok(adminProduct());
    });

    it('refuses a file that is not an image by content, whatever its name and type', async () => {
      const res = await upload().attach('images', Buffer.from('%PDF-1.4 not an image'), { filename: 'photo.png', contentType: 'image/png' }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', message: 'Please select an image file' });
      expect(stub.calls(CatalogSubjects.addProductImages)).toEqual([]);
      expect(files()).toEqual([]);
    });

    it('asks catalog for the product before decoding anything, and refuses a decompression bomb from its header', async () => {
      stub.handlers[CatalogSubjects.adminGetProduct] = () => ({ ok: false, error: { code: 'NOT_FOUND', message: 'Product not found.' } });
      const bomb = pngDeclaring(30_000, 30_000);
      const missing = await upload().attach('images', bomb, { filename: 'photo.png', contentType: 'image/png' });
      // a decoder's 400 here would mean the bytes were decoded for a product that does not exist
      expect({ status: missing.status, message: missing.body.message }).toEqual({ status: 404, message: 'Product not found.' });
      stub.handlers[CatalogSubjects.adminGetProduct] = () => ok(adminProduct());
      const res = await upload().attach('images', bomb, { filename: 'photo.png', contentType: 'image/png' }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', message: IMAGE_MESSAGES.tooManyPixels, field: 'images' });
      expect(stub.calls(CatalogSubjects.addProductImages)).toEqual([]);
      expect(files()).toEqual([]);
    });

    it('refuses an image over 5 MB with 413 and the spec message', async () => {
      const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
      const res = await upload().attach('images', big, { filename: 'big.png', contentType: 'image/png' }).expect(413);
      expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Please select an image smaller than 5MB' });
      expect(files()).toEqual([]);
    });

    it('refuses an empty upload, a wrong field and more than 8 files', async () => {
      await upload().field('x', 'y').expect(400);
      let res = await upload().attach('photo', png, 'a.png').expect(400);
      expect(res.body.code).toBe('VALIDATION');
      let req = upload();
      for (let i = 0; i < 9; i++) req = req.attach('images', png, `a${i}.png`);
      res = await req.expect(400);
      expect(res.body.message).toBe('Please select at most 8 images');
    });

    it('stores WebP variants under products/<id>/ and hands the keys to catalog; hands them back to catalog to discard when it refuses', async () => {
      stub.handlers[CatalogSubjects.addProductImages] = () => ok(adminProduct());
      await upload().attach('images', png, 'a.png').attach('images', png, 'b.png').expect(201);
      const [req] = stub.calls(CatalogSubjects.addProductImages);
      expect(req.data.productId).toBe(PRODUCT_ID);
      expect(req.data.images).toHaveLength(2);
      for (const image of req.data.images) {
        expect(image.cardKey).toMatch(new RegExp(`^products/${PRODUCT_ID}/[0-9a-f-]{36}-card\\.webp$`));
      }
      expect(files()).toHaveLength(6);
      const served = await api().get(`/api/media/${req.data.images[0].cardKey}`).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.body as Buffer).metadata()).width).toBeLessThanOrEqual(320);

      stub.handlers[CatalogSubjects.addProductImages] = () => ({ ok: false, error: { code: 'NOT_FOUND', message: 'Product not found.' } });
      stub.handlers[CatalogSubjects.discardImageUploads] = () => ok({ discarded: 3 });
      await upload().attach('images', png, 'c.png').expect(404);
      // the gateway never deletes image files itself: catalog owns that (and checks no row uses them)
      expect(files()).toHaveLength(9);
      const [discard] = stub.calls(CatalogSubjects.discardImageUploads);
      expect(discard.data.productId).toBe(PRODUCT_ID);
      expect(discard.data.keys).toHaveLength(3);
      for (const key of discard.data.keys) expect(key).toMatch(new RegExp(`^products/${PRODUCT_ID}/[0-9a-f-]{36}-(card|detail|full)\\.webp$`));
      expect(discard.data.keys).not.toContain(req.data.images[0].cardKey);

      stub.handlers[CatalogSubjects.deleteProduct] = () => ok({ deleted: true });
      await api().delete(`/api/v1/admin/products/${PRODUCT_ID}`).set('Authorization', bearer('admin')).expect(204);
      expect(stub.calls(CatalogSubjects.deleteProduct)).toHaveLength(1);
    });
  });

  describe('media route', () => {
    it.each([
      '/api/media/..%2F..%2Fetc%2Fpasswd',
      '/api/media/%2e%2e/%2e%2e/etc/passwd',
      '/api/media/products/..%2F..%2F..%2Fpackage.json',
      '/api/media/%2Fetc%2Fpasswd',
      '/api/media/products/missing.webp',
    ])('answers 404 to %s', async (url) => {
      const res = await api().get(url).expect(404);
      expect(res.body.code).toBe('NOT_FOUND');
    });
  });

  it('plan upgrade requests: body checked, identity conflicts passed through as 409', async () => {
    let res = await api().post('/api/v1/plan-upgrade-requests').set('Authorization', bearer('reseller')).send({ requestedPlan: 'vip' }).expect(400);
    expect(res.body.field).toBe('requestedPlan');
    const pending = 'You already have a pending plan upgrade request. Please wait for admin approval.';
    stub.handlers[IdentitySubjects.createUpgradeRequest] = () => ({ ok: false, error: { code: 'CONFLICT', message: pending } });
    res = await api().post('/api/v1/plan-upgrade-requests').set('Authorization', bearer('reseller')).send({ requestedPlan: 'premium' }).expect(409);
    expect(res.body.message).toBe(pending);
    res = await api().get('/api/v1/admin/plan-upgrade-requests?status=maybe').set('Authorization', bearer('admin')).expect(400);
    expect(res.body.field).toBe('status');
  });
});
