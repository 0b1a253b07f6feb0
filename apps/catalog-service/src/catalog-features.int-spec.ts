import { randomUUID } from 'node:crypto';
import {
  CatalogEvents,
  CatalogSubjects as S,
  type AdminProductView,
  type CategoryView,
  type FavoriteView,
  type FreeOfferView,
  type ProductInput,
  type ProductPage,
  type ProductView,
  type ServiceHealth,
  type StockBackV1,
} from '@resellpk/contracts';
import { productImageKeys } from '@resellpk/backend-media';
import { ADMIN, resellerCtx, startCatalogHarness, type CatalogHarness } from './testing/catalog-harness';
import { seedDemoCatalog } from './seed/seed-demo-data';
import { DEMO_PRODUCTS } from './seed/demo-products';

// the card shows the short name, so a test product's short name is its name unless a test says otherwise
const base = (over: Partial<ProductInput> = {}): ProductInput => ({
  name: over.name ?? `Item ${randomUUID().slice(0, 6)}`,
  shortName: over.name ?? 'Item',
  longName: `${over.name ?? 'Item'} long`,
  description: 'desc',
  wholesalePricePaisa: 100_000,
  retailPricePaisa: null,
  discountedPricePaisa: null,
  category: 'electronics',
  planAccess: 'free',
  weightKg: 0.5,
  stock: 5,
  coinDiscount: 0,
  ...over,
});

describe('catalog-service over NATS', () => {
  let h: CatalogHarness;
  beforeAll(async () => {
    h = await startCatalogHarness();
  });
  afterAll(() => h?.close());

  const create = (over: Partial<ProductInput> = {}) => h.call<AdminProductView>(S.createProduct, base(over), ADMIN);

  it('answers health and migrated its tables', async () => {
    const health = await h.call<ServiceHealth>(S.health, {});
    expect(health.status).toBe('ok');
    const rows: { table_name: string }[] = await h.service.dataSource.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
    expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(['products', 'product_images', 'custom_categories', 'user_favorites', 'free_product_offers', 'free_product_offer_items', 'outbox']));
  });

  it('price visibility per caller: visitor, free, premium, admin', async () => {
    const free = await create({ name: 'Visibility Free Product', wholesalePricePaisa: 100_001 });
    const prem = await create({ name: 'Visibility Premium Product', planAccess: 'premium', wholesalePricePaisa: 200_000 });
    for (const [ctx, sees] of [[{}, false], [resellerCtx('free'), false], [resellerCtx('premium'), true], [ADMIN, true]] as const) {
      const v = await h.call<ProductView>(S.getProduct, { id: free.id }, ctx);
      expect(v.wholesalePricePaisa).toBe(sees ? 100_001 : null);
      expect(v.wholesaleLocked).toBe(!sees);
      expect(v.retailPricePaisa).toBe(150_002); // x1.5 rounded
      expect(v.discountedPricePaisa).toBe(120_001);
      const pv = await h.call<ProductView>(S.getProduct, { id: prem.id }, ctx);
      expect(pv.wholesalePricePaisa).toBe(200_000);
      expect(pv.wholesaleLocked).toBe(false);
    }
    // the visitor's raw JSON does not carry the number at all
    const page = await h.call<ProductPage>(S.listProducts, { search: 'Visibility Free' }, {});
    expect(JSON.stringify(page)).not.toContain('100001');
    expect(page.items[0].image.cardUrl).toBe('/api/media/placeholder/card.webp');
    expect((await h.callError(S.getProduct, { id: randomUUID() })).code).toBe('NOT_FOUND');
  });

  it('bad input gets the spec message and writes nothing', async () => {
    const [{ n: before }] = await h.service.dataSource.query(`SELECT count(*)::int AS n FROM products`);
    const cases: [Partial<ProductInput>, string, string][] = [
      [{ name: '  ' }, 'name', 'Product name is required'],
      [{ shortName: '' }, 'shortName', 'Short name is required'],
      [{ wholesalePricePaisa: 0 }, 'wholesalePricePaisa', 'Wholesale price must be a positive number'],
      [{ retailPricePaisa: -5 }, 'retailPricePaisa', 'Retail price must be a positive number'],
      [{ stock: 1.5 }, 'stock', 'Stock must be a non-negative integer'],
      [{ weightKg: -1 }, 'weightKg', 'Weight must be a non-negative number'],
      [{ coinDiscount: -1 }, 'coinDiscount', 'Coin discount must be a non-negative integer'],
      [{ category: 'no-such-category' }, 'category', 'Please choose an existing category'],
    ];
    for (const [over, field, message] of cases) {
      expect(await h.callError(S.createProduct, base(over), ADMIN)).toEqual({ code: 'VALIDATION', field, message });
    }
    expect((await h.callError(S.createProduct, base(), resellerCtx('premium'))).code).toBe('FORBIDDEN');
    const [{ n: after }] = await h.service.dataSource.query(`SELECT count(*)::int AS n FROM products`);
    expect(after).toBe(before);
    const p = await create();
    expect(await h.callError(S.updateProduct, { id: p.id, description: '' }, ADMIN)).toMatchObject({ message: 'Description is required' });
    expect((await h.call<AdminProductView>(S.adminGetProduct, { id: p.id }, ADMIN)).description).toBe('desc');
  });

  it('listing: stock > 0, search, category, sort and stable keyset pages', async () => {
    const tag = `zq${randomUUID().slice(0, 4)}`;
    const made: AdminProductView[] = [];
    for (let i = 0; i < 13; i++) {
      made.push(await create({ name: `${tag} Widget ${String(i % 5)}`, wholesalePricePaisa: 1000 + (i % 4) * 100, category: ['electronics', 'food', 'toys', 'home'][i % 4] }));
    }
    await create({ name: `${tag} Out of stock`, stock: 0 });
    await create({ name: `${tag.toUpperCase()} 100%_off`, category: 'beauty' });

    const all = async (q: object) => {
      const seen: ProductView[] = [];
      let cursor: string | null | undefined;
      do {
        const page: ProductPage = await h.call<ProductPage>(S.listProducts, { ...q, limit: 4, cursor: cursor ?? undefined }, {});
        expect(page.items.length).toBeLessThanOrEqual(4);
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    const byName = await all({ search: `${tag} widget`, sort: 'name' });
    expect(byName).toHaveLength(13);
    expect(new Set(byName.map((p) => p.id)).size).toBe(13);
    const sortedNames = [...byName].map((p) => p.name);
    expect(sortedNames).toEqual([...sortedNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const byPrice = await h.call<ProductPage>(S.listProducts, { search: tag, sort: 'price', limit: 60 }, ADMIN);
    const prices = byPrice.items.map((p) => p.wholesalePricePaisa!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.items.some((p) => p.stock === 0)).toBe(false);
    expect(byPrice.items).toHaveLength(14);

    const toys = await h.call<ProductPage>(S.listProducts, { search: tag, category: 'toys', limit: 60 }, {});
    expect(toys.items).toHaveLength(3);
    expect(toys.items.every((p) => p.category === 'toys')).toBe(true);
    const food = await h.call<ProductPage>(S.listProducts, { search: tag, category: 'home', limit: 60 }, {});
    expect(food.items.every((p) => p.category === 'home')).toBe(true);

    // % and _ are literal; search is case-insensitive
    const literal = await h.call<ProductPage>(S.listProducts, { search: `${tag} 100%_off` }, {});
    expect(literal.items).toHaveLength(1);
    expect((await h.call<ProductPage>(S.listProducts, { search: `${tag} 100%`.replace('%', '_') }, {})).items).toHaveLength(0);

    expect((await h.callError(S.listProducts, { limit: 61 })).code).toBe('VALIDATION');
    expect((await h.callError(S.listProducts, { cursor: 'garbage' })).field).toBe('cursor');
  });

  it('sort by price: each viewer by the price they see, and no cursor or order gives away a hidden wholesale price', async () => {
    const tag = `zp${randomUUID().slice(0, 4)}`;
    // retail order is the reverse of wholesale order: a leak would show in the order or the cursor
    const cheapRetail = await create({ name: `${tag} A`, wholesalePricePaisa: 90_000, retailPricePaisa: 100_000 });
    const midRetail = await create({ name: `${tag} B`, wholesalePricePaisa: 50_000, retailPricePaisa: 200_000 });
    const topRetail = await create({ name: `${tag} C`, wholesalePricePaisa: 10_000, retailPricePaisa: 300_000 });
    const premiumOnly = await create({ name: `${tag} D`, planAccess: 'premium', wholesalePricePaisa: 250_000 });
    const hidden = [90_000, 50_000, 10_000];

    const pages = async (ctx: object) => {
      const ids: string[] = [];
      const cursors: string[] = [];
      let cursor: string | null | undefined;
      do {
        const page = await h.call<ProductPage>(S.listProducts, { search: tag, sort: 'price', limit: 1, cursor: cursor ?? undefined }, ctx);
        ids.push(...page.items.map((p) => p.id));
        cursor = page.nextCursor;
        if (cursor) cursors.push(cursor);
      } while (cursor);
      return { ids, cursors };
    };
    for (const ctx of [{}, resellerCtx('free')]) {
      const { ids, cursors } = await pages(ctx);
      // the price a visitor sees: retail, and the public wholesale price of a premium-only product
      expect(ids).toEqual([cheapRetail.id, midRetail.id, premiumOnly.id, topRetail.id]);
      for (const c of cursors) {
        const numbers = Object.values(JSON.parse(Buffer.from(c, 'base64url').toString('utf8'))).filter((v) => typeof v === 'number');
        expect(numbers).toHaveLength(1);
        expect(hidden).not.toContain(numbers[0]);
      }
    }
    const premium = await pages(resellerCtx('premium'));
    expect(premium.ids).toEqual([topRetail.id, midRetail.id, cheapRetail.id, premiumOnly.id]);
    // a premium viewer's cursor is not a visitor's: refused rather than read in the wrong order
    expect((await h.callError(S.listProducts, { search: tag, sort: 'price', limit: 1, cursor: premium.cursors[0] }, {})).field).toBe('cursor');
  });

  it('free gifts are premium products only: a free-plan product would show its hidden wholesale price as "Worth"', async () => {
    const freePlan = await create({ name: 'Not a gift', wholesalePricePaisa: 40_000 });
    const err = await h.callError(S.createOffer, { name: 'Leaky', description: '', isActive: true, minOrderThresholdPaisa: 216_000, maxUnitsPerOrder: 1, productIds: [freePlan.id] }, ADMIN);
    expect(err).toMatchObject({ code: 'VALIDATION', field: 'productIds', message: 'Only premium products can be free gifts' });
    expect((await h.call<FreeOfferView[]>(S.adminListOffers, {}, ADMIN)).some((o) => o.name === 'Leaky')).toBe(false);
  });

  it('custom categories: message for blank and duplicate, concurrent double create gives one', async () => {
    expect(await h.callError(S.createCategory, { name: '  ' }, ADMIN)).toMatchObject({ code: 'VALIDATION', message: 'Please enter a name for the custom category.' });
    const results = await Promise.allSettled([h.call(S.createCategory, { name: 'Stationery' }, ADMIN), h.call(S.createCategory, { name: 'stationery ' }, ADMIN)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await h.callError(S.createCategory, { name: 'STATIONERY' }, ADMIN)).toMatchObject({ code: 'CONFLICT', message: 'A category with this name already exists' });
    expect(await h.callError(S.createCategory, { name: 'Electronics' }, ADMIN)).toMatchObject({ code: 'CONFLICT' });
    const cats = await h.call<CategoryView[]>(S.listCategories, {});
    expect(cats.filter((c) => c.custom)).toEqual([{ name: expect.stringMatching(/^stationery$/i), custom: true, hasProducts: false }]);
    const p = await create({ category: 'stationery' });
    expect(p.category.toLowerCase()).toBe('stationery');
  });

  it('favorites: idempotent add, list newest first with product, isFavorite in listing, remove', async () => {
    const me = resellerCtx('free');
    const a = await create({ name: 'Fav A unique' });
    const b = await create({ name: 'Fav B unique' });
    await h.call(S.addFavorite, { productId: a.id }, me);
    await h.call(S.addFavorite, { productId: a.id }, me);
    await new Promise((r) => setTimeout(r, 5));
    await h.call(S.addFavorite, { productId: b.id }, me);
    expect(await h.callError(S.addFavorite, { productId: randomUUID() }, me)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await h.callError(S.addFavorite, { productId: a.id }, {})).code).toBe('UNAUTHORIZED');
    const favs = await h.call<FavoriteView[]>(S.listFavorites, {}, me);
    expect(favs.map((f) => f.productId)).toEqual([b.id, a.id]);
    expect(favs[0].product.wholesalePricePaisa).toBeNull();
    const page = await h.call<ProductPage>(S.listProducts, { search: 'Fav ', limit: 60 }, me);
    expect(page.items.find((p) => p.id === a.id)?.isFavorite).toBe(true);
    expect((await h.call<ProductPage>(S.listProducts, { search: 'Fav A unique' }, {})).items[0].isFavorite).toBeUndefined();
    await h.call(S.removeFavorite, { productId: a.id }, me);
    expect((await h.call<FavoriteView[]>(S.listFavorites, {}, me)).map((f) => f.productId)).toEqual([b.id]);
  });

  it('stock back 0 -> >0 enqueues the event with the favouriting users', async () => {
    const p = await create({ name: 'Back in stock item', stock: 0 });
    const u1 = resellerCtx('free');
    const u2 = resellerCtx('premium');
    await h.call(S.addFavorite, { productId: p.id }, u1);
    await h.call(S.addFavorite, { productId: p.id }, u2);
    await h.call(S.updateProduct, { id: p.id, description: 'still out' }, ADMIN);
    await h.call(S.updateProduct, { id: p.id, stock: 7 }, ADMIN);
    await h.call(S.updateProduct, { id: p.id, stock: 9 }, ADMIN); // not 0 -> >0: no event
    const rows: { envelope: { type: string; data: StockBackV1 } }[] = await h.service.dataSource.query(
      `SELECT envelope FROM outbox WHERE subject = $1 AND envelope->'data'->>'productId' = $2`,
      [CatalogEvents.stockBackV1, p.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].envelope.data).toEqual({ productId: p.id, productName: 'Back in stock item', userIds: [u1.userId, u2.userId] });
  });

  it('offers: CRUD, validation and dedupe by lowest threshold', async () => {
    const g1 = await create({ name: 'Gift one', planAccess: 'premium', wholesalePricePaisa: 50_000 });
    const g2 = await create({ name: 'Gift two', planAccess: 'premium', wholesalePricePaisa: 70_000 });
    expect((await h.callError(S.createOffer, { name: '', description: '', isActive: true, minOrderThresholdPaisa: 0, maxUnitsPerOrder: 1, productIds: [g1.id] }, ADMIN)).message).toBe('Offer name is required');
    expect((await h.callError(S.createOffer, { name: 'x', description: '', isActive: true, minOrderThresholdPaisa: 216_000, maxUnitsPerOrder: 1, productIds: [] }, ADMIN)).message).toBe('Select at least one product');
    const high = await h.call<FreeOfferView>(S.createOffer, { name: 'High', description: 'd', isActive: true, minOrderThresholdPaisa: 500_000, maxUnitsPerOrder: 1, productIds: [g1.id, g2.id] }, ADMIN);
    const low = await h.call<FreeOfferView>(S.createOffer, { name: 'Low', description: 'd', isActive: true, minOrderThresholdPaisa: 216_000, maxUnitsPerOrder: 2, productIds: [g1.id] }, ADMIN);
    let pub = await h.call<FreeOfferView[]>(S.listActiveOffers, {});
    expect(pub.map((o) => [o.name, o.products.map((p) => p.id)])).toEqual([['Low', [g1.id]], ['High', [g2.id]]]);
    expect(pub[0].products[0].wholesalePricePaisa).toBe(50_000);
    await h.call(S.setOfferActive, { id: low.id, isActive: false }, ADMIN);
    pub = await h.call<FreeOfferView[]>(S.listActiveOffers, {});
    expect(pub.map((o) => o.products.length)).toEqual([2]);
    const admin = await h.call<FreeOfferView[]>(S.adminListOffers, {}, ADMIN);
    expect(admin.map((o) => o.name)).toEqual(['Low', 'High']);
    await h.call(S.updateOffer, { id: high.id, name: 'High2', description: '', isActive: true, minOrderThresholdPaisa: 600_000, maxUnitsPerOrder: 3, productIds: [g2.id] }, ADMIN);
    expect(await h.call<FreeOfferView>(S.getOffer, { id: high.id }, ADMIN)).toMatchObject({ name: 'High2', maxUnitsPerOrder: 3, products: [{ id: g2.id }] });
    expect(await h.call(S.stats, {}, ADMIN)).toMatchObject({ activeOffers: 1 });
    await h.call(S.deleteOffer, { id: high.id }, ADMIN);
    expect((await h.callError(S.getOffer, { id: high.id }, ADMIN)).code).toBe('NOT_FOUND');
  });

  it('images: add, remove and deleting a product deletes its files', async () => {
    const p = await create({ name: 'Image product' });
    const keys = [productImageKeys(p.id, randomUUID()), productImageKeys(p.id, randomUUID())];
    for (const k of keys) for (const key of Object.values(k)) await h.storage.put(key, Buffer.from('x'), 'image/webp');
    let view = await h.call<AdminProductView>(S.addProductImages, { productId: p.id, images: keys }, ADMIN);
    expect(view.images).toHaveLength(2);
    expect(view.image.cardUrl).toBe(`/api/media/${keys[0].cardKey}`);
    expect((await h.callError(S.addProductImages, { productId: p.id, images: [{ cardKey: '../x', detailKey: 'a', fullKey: 'b' }] }, ADMIN)).code).toBe('VALIDATION');
    view = await h.call<AdminProductView>(S.removeProductImage, { productId: p.id, imageId: view.images[0].id }, ADMIN);
    expect(view.images).toHaveLength(1);
    expect(await h.storage.get(keys[0].cardKey)).toBeNull();
    expect(await h.storage.get(keys[1].cardKey)).not.toBeNull();
    await h.call(S.deleteProduct, { id: p.id }, ADMIN);
    for (const key of Object.values(keys[1])) expect(await h.storage.get(key)).toBeNull();
    expect((await h.callError(S.adminGetProduct, { id: p.id }, ADMIN)).code).toBe('NOT_FOUND');
  });

  it('discarding a failed upload deletes only unreferenced files in the product folder', async () => {
    const p = await create({ name: 'Discard product' });
    const used = productImageKeys(p.id, randomUUID());
    const orphan = productImageKeys(p.id, randomUUID());
    const elsewhere = productImageKeys(randomUUID(), randomUUID());
    for (const k of [used, orphan, elsewhere]) for (const key of Object.values(k)) await h.storage.put(key, Buffer.from('x'), 'image/webp');
    await h.call(S.addProductImages, { productId: p.id, images: [used] }, ADMIN);
    const keys = [...Object.values(used), ...Object.values(orphan), ...Object.values(elsewhere), '../../package.json'];
    expect((await h.callError(S.discardImageUploads, { productId: p.id, keys }, resellerCtx('free'))).code).toBe('FORBIDDEN');
    expect(await h.call(S.discardImageUploads, { productId: p.id, keys }, ADMIN)).toEqual({ discarded: 3 });
    for (const key of Object.values(orphan)) expect(await h.storage.get(key)).toBeNull();
    for (const key of [...Object.values(used), ...Object.values(elsewhere)]) expect(await h.storage.get(key)).not.toBeNull();
  });

  it('demo seed is idempotent, with generated images and two active offers', async () => {
    const first = await seedDemoCatalog(h.service.dataSource, h.storage);
    expect(first.productsCreated).toBe(DEMO_PRODUCTS.length);
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(40);
    const again = await seedDemoCatalog(h.service.dataSource, h.storage);
    expect(again).toEqual({ productsCreated: 0, imagesWritten: 0, offersCreated: 0 });
    const earbuds = (await h.call<ProductPage>(S.listProducts, { search: 'Earbuds Pro' }, {})).items[0];
    const card = await h.storage.get(earbuds.image.cardUrl.replace('/api/media/', ''));
    expect(card?.contentType).toBe('image/webp');
    expect(card!.buffer.length).toBeLessThanOrEqual(30 * 1024);
    const offers = await h.call<FreeOfferView[]>(S.listActiveOffers, {});
    expect(offers.map((o) => o.minOrderThresholdPaisa)).toEqual(expect.arrayContaining([216_000, 500_000]));
    // image generation for 40+ products: slow on a busy 2-core machine
  }, 180_000);
});
