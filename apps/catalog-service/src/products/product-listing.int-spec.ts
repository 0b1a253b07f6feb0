import { randomUUID } from 'node:crypto';
import { CatalogSubjects as S, type AdminProductView, type CategoryView, type ProductInput, type ProductPage, type ProductSort, type ProductView } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { ADMIN, resellerCtx, startCatalogHarness, type CatalogHarness } from '../testing/catalog-harness';

/**
 * What a shopper meets in the catalogue: the order of the cards is the order of the names on them,
 * every sort pages through each product exactly once, search finds the name on the card, and the
 * category filter offers the staff-made categories that have products.
 */
describe('catalogue listing: sorts, search and categories as the cards show them', () => {
  let h: CatalogHarness;
  beforeAll(async () => {
    h = await startCatalogHarness();
  });
  afterAll(() => h?.close());

  const create = (over: Partial<ProductInput> & { name: string; shortName: string }) =>
    h.call<AdminProductView>(
      S.createProduct,
      {
        longName: `${over.shortName} long`,
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
      },
      ADMIN,
    );

  /** Every page of a listing, `limit` at a time, following nextCursor. */
  const allPages = async (q: { search: string; sort: ProductSort; category?: string }, ctx: object, limit = 2) => {
    const seen: ProductView[] = [];
    let cursor: string | null = null;
    do {
      const page: ProductPage = await h.call<ProductPage>(S.listProducts, { ...q, limit, ...(cursor ? { cursor } : {}) }, ctx);
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  };

  const byKeyThenId = <T extends string | number>(key: (p: ProductView) => T, descending: boolean) => (a: ProductView, b: ProductView) => {
    const [ka, kb] = [key(a), key(b)];
    const c = ka < kb ? -1 : ka > kb ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return descending ? -c : c;
  };

  it('sort by name is the order of the short names on the cards (A-Z, any case), not the hidden name', async () => {
    const tag = `ns${randomUUID().slice(0, 6)}`;
    // the hidden names are in the reverse order of the card names
    const apple = await create({ name: `${tag} zz hidden`, shortName: `${tag} Apple` });
    const banana = await create({ name: `${tag} mm hidden`, shortName: `${tag} banana` });
    const cherry = await create({ name: `${tag} aa hidden`, shortName: `${tag} Cherry` });
    const page = await h.call<ProductPage>(S.listProducts, { search: tag, sort: 'name' }, {});
    expect(page.items.map((p) => p.shortName)).toEqual([`${tag} Apple`, `${tag} banana`, `${tag} Cherry`]);
    expect(page.items.map((p) => p.id)).toEqual([apple.id, banana.id, cherry.id]);
  });

  it('price high to low and newest first, each viewer by the price they see', async () => {
    const tag = `pd${randomUUID().slice(0, 6)}`;
    // retail order is the reverse of wholesale order
    const a = await create({ name: `${tag} a`, shortName: `${tag} A`, wholesalePricePaisa: 90_000, retailPricePaisa: 100_000 });
    const b = await create({ name: `${tag} b`, shortName: `${tag} B`, wholesalePricePaisa: 50_000, retailPricePaisa: 200_000 });
    const c = await create({ name: `${tag} c`, shortName: `${tag} C`, wholesalePricePaisa: 10_000, retailPricePaisa: 300_000 });
    const ids = async (sort: ProductSort, ctx: object) => (await h.call<ProductPage>(S.listProducts, { search: tag, sort }, ctx)).items.map((p) => p.id);
    expect(await ids('price_desc', {})).toEqual([c.id, b.id, a.id]);
    expect(await ids('price_desc', resellerCtx('free'))).toEqual([c.id, b.id, a.id]);
    expect(await ids('price_desc', resellerCtx('premium'))).toEqual([a.id, b.id, c.id]);
    expect(await ids('price', resellerCtx('premium'))).toEqual([c.id, b.id, a.id]);
    expect(await ids('newest', {})).toEqual([c.id, b.id, a.id]);
  });

  it('paging through every sort with a cursor returns every product exactly once, ties broken by id', async () => {
    const tag = `pg${randomUUID().slice(0, 6)}`;
    const made: AdminProductView[] = [];
    for (let i = 0; i < 9; i++) {
      // pairs share a card name, a price and a creation time: the id decides between them
      const pair = Math.floor(i / 2);
      made.push(
        await create({
          name: `${tag} hidden ${String(8 - i)}`,
          shortName: `${tag} Card ${['d', 'B', 'c', 'A', 'e'][pair]}`,
          wholesalePricePaisa: 10_000 + ((pair * 3) % 5) * 1000,
          retailPricePaisa: 90_000 - pair * 1000,
        }),
      );
    }
    // creation times one microsecond apart per pair: a cursor that rounded them (to a JS Date's
    // milliseconds) would skip or repeat products
    await h.service.dataSource.query(
      `UPDATE products p SET created_at = timestamptz '2026-03-01 10:00:00.000001+00' + ((x.n - 1) / 2) * interval '1 microsecond'
         FROM unnest($1::uuid[]) WITH ORDINALITY AS x(id, n) WHERE p.id = x.id`,
      [made.map((p) => p.id)],
    );
    const createdAt = new Map<string, number>(made.map((p, i) => [p.id, Math.floor(i / 2)]));

    const expected: Array<[ProductSort, object, (a: ProductView, b: ProductView) => number]> = [
      ['name', {}, byKeyThenId((p) => p.shortName.toLowerCase(), false)],
      ['price', {}, byKeyThenId((p) => p.retailPricePaisa, false)],
      ['price_desc', {}, byKeyThenId((p) => p.retailPricePaisa, true)],
      ['price', ADMIN, byKeyThenId((p) => p.wholesalePricePaisa ?? 0, false)],
      ['price_desc', resellerCtx('premium'), byKeyThenId((p) => p.wholesalePricePaisa ?? 0, true)],
      ['newest', {}, byKeyThenId((p) => createdAt.get(p.id) ?? -1, true)],
    ];
    for (const [sort, ctx, order] of expected) {
      for (const limit of [1, 2, 4]) {
        const seen = await allPages({ search: tag, sort }, ctx, limit);
        expect(new Set(seen.map((p) => p.id)).size).toBe(9);
        expect(seen.map((p) => p.id)).toEqual([...seen].sort(order).map((p) => p.id));
      }
    }
    // a forged timestamp in a newest cursor is refused, not a database error
    const forged = Buffer.from(JSON.stringify({ s: 'newest', k: 'yesterday', id: made[0].id })).toString('base64url');
    expect(await h.callError(S.listProducts, { search: tag, sort: 'newest', cursor: forged }, {})).toEqual({ code: 'VALIDATION', message: MSG.invalidCursor, field: 'cursor' });
    // a name cursor is not a newest one
    const nameCursor = (await h.call<ProductPage>(S.listProducts, { search: tag, sort: 'name', limit: 1 }, {})).nextCursor;
    expect(nameCursor).toEqual(expect.any(String));
    expect(await h.callError(S.listProducts, { search: tag, sort: 'newest', cursor: nameCursor }, {})).toEqual({ code: 'VALIDATION', message: MSG.invalidCursor, field: 'cursor' });
    expect(await h.callError(S.listProducts, { sort: 'rating' }, {})).toMatchObject({ code: 'VALIDATION', field: 'sort', message: 'Sort must be one of: name, price, price_desc, newest' });
  });

  it('search finds the name on the card and the long name, in any case, not the hidden name', async () => {
    const tag = `sr${randomUUID().slice(0, 6)}`;
    const lamp = await create({ name: `Internal SKU ${tag}`, shortName: `QA Lamp ${tag}`, longName: `Brass reading lamp with a linen shade ${tag}` });
    const found = async (search: string) => (await h.call<ProductPage>(S.listProducts, { search }, {})).items.map((p) => p.id);
    expect(await found(`QA Lamp ${tag}`)).toEqual([lamp.id]);
    expect(await found(`qa lamp ${tag.toUpperCase()}`)).toEqual([lamp.id]);
    expect(await found(`READING LAMP WITH A LINEN SHADE ${tag}`)).toEqual([lamp.id]);
    expect(await found(`Internal SKU ${tag}`)).toEqual([]);
    // an empty short or long name shows the name on the card (the view falls back), so search finds that
    const plain = await create({ name: `Plain name ${tag}`, shortName: `Plain short ${tag}` });
    await h.service.dataSource.query(`UPDATE products SET short_name = '', long_name = '' WHERE id = $1`, [plain.id]);
    expect(await found(`plain name ${tag}`)).toEqual([plain.id]);
  });

  it('categories: says which have a product in stock, staff-made ones too, so the filter can leave empty ones out', async () => {
    const tag = randomUUID().slice(0, 6);
    for (const name of [`Lamps ${tag}`, `Empty ${tag}`, `Sold out ${tag}`]) await h.call<CategoryView>(S.createCategory, { name }, ADMIN);
    const lamp = await create({ name: `Lamp ${tag}`, shortName: `Lamp ${tag}`, category: `Lamps ${tag}` });
    await create({ name: `Gone ${tag}`, shortName: `Gone ${tag}`, category: `Sold out ${tag}`, stock: 0 });

    const listed = await h.call<CategoryView[]>(S.listCategories, {});
    const filterable = listed.filter((c) => c.hasProducts).map((c) => c.name);
    expect(listed).toContainEqual({ name: `Lamps ${tag}`, custom: true, hasProducts: true });
    expect(filterable).not.toContain(`Empty ${tag}`);
    expect(filterable).not.toContain(`Sold out ${tag}`);
    // builtin ones only with products in stock: this database has electronics (the default above) and nothing in garden
    expect(filterable).toContain('electronics');
    expect(filterable).not.toContain('garden');
    // the admin's product form still gets every category, builtin first
    expect(listed.map((c) => c.name)).toEqual(expect.arrayContaining([`Empty ${tag}`, `Sold out ${tag}`, 'garden']));
    expect(listed.findIndex((c) => c.custom)).toBeGreaterThan(listed.map((c) => c.custom).lastIndexOf(false));

    // and the filter finds the staff-made category's product
    const filtered = await allPages({ search: '', sort: 'name', category: `Lamps ${tag}` }, {});
    expect(filtered.map((p) => p.id)).toEqual([lamp.id]);
  });
});
