import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { ensurePlaceholder, processProductImage, productImageKeys, type Storage } from '@resellpk/backend-media';
import { rupeesToPaisa } from '@resellpk/domain';
import { DEMO_OFFERS, DEMO_PRODUCTS, type DemoProduct } from './demo-products';
import { productArtSvg } from './product-art';

export interface CatalogSeedResult {
  productsCreated: number;
  imagesWritten: number;
  offersCreated: number;
}

async function writeArt(storage: Storage, productId: string, demo: DemoProduct, keys?: ReturnType<typeof productImageKeys>) {
  const png = await sharp(Buffer.from(productArtSvg(demo.shortName, demo.category))).png().toBuffer();
  const processed = await processProductImage(png);
  const k = keys ?? productImageKeys(productId, randomUUID());
  await storage.put(k.cardKey, processed.card.buffer, 'image/webp');
  await storage.put(k.detailKey, processed.detail.buffer, 'image/webp');
  await storage.put(k.fullKey, processed.full.buffer, 'image/webp');
  return k;
}

/**
 * Idempotent: products are matched by name; a missing product is created with a generated image,
 * an existing one whose image files are gone (fresh media directory) gets them back. Offers are
 * matched by name. Runs under an advisory lock so replicas booting together do not race.
 */
export async function seedDemoCatalog(db: DataSource, storage: Storage): Promise<CatalogSeedResult> {
  await ensurePlaceholder(storage);
  const result: CatalogSeedResult = { productsCreated: 0, imagesWritten: 0, offersCreated: 0 };
  const qr = db.createQueryRunner();
  await qr.connect();
  try {
    await qr.query(`SELECT pg_advisory_lock(hashtext('catalog.seed-demo-data'))`);
    const ids = new Map<string, string>();
    for (const demo of DEMO_PRODUCTS) {
      const existing: { id: string }[] = await qr.query(`SELECT id FROM products WHERE name = $1 ORDER BY created_at LIMIT 1`, [demo.name]);
      let id = existing[0]?.id;
      if (!id) {
        const [row]: { id: string }[] = await qr.query(
          `INSERT INTO products (name, short_name, long_name, description, wholesale_price, retail_price, discounted_price,
                                 category, plan_access, weight, stock, coin_discount)
           VALUES ($1, $2, $1, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          [
            demo.name,
            demo.shortName,
            demo.description,
            rupeesToPaisa(demo.wholesale),
            demo.retail ? rupeesToPaisa(demo.retail) : null,
            demo.discounted ? rupeesToPaisa(demo.discounted) : null,
            demo.category,
            demo.planAccess,
            demo.weightKg,
            demo.stock,
            demo.coinDiscount,
          ],
        );
        id = row.id;
        result.productsCreated++;
      }
      ids.set(demo.name, id);
      const images: { card_key: string; detail_key: string; full_key: string }[] = await qr.query(
        `SELECT card_key, detail_key, full_key FROM product_images WHERE product_id = $1 ORDER BY position LIMIT 1`,
        [id],
      );
      if (!images[0]) {
        const k = await writeArt(storage, id, demo);
        await qr.query(`INSERT INTO product_images (product_id, card_key, detail_key, full_key, position) VALUES ($1, $2, $3, $4, 0)`, [
          id,
          k.cardKey,
          k.detailKey,
          k.fullKey,
        ]);
        result.imagesWritten++;
      } else if (!(await storage.get(images[0].card_key))) {
        const i = images[0];
        await writeArt(storage, id, demo, { cardKey: i.card_key, detailKey: i.detail_key, fullKey: i.full_key });
        result.imagesWritten++;
      }
    }
    for (const offer of DEMO_OFFERS) {
      const existing: unknown[] = await qr.query(`SELECT id FROM free_product_offers WHERE name = $1`, [offer.name]);
      if (existing.length) continue;
      const [row]: { id: string }[] = await qr.query(
        `INSERT INTO free_product_offers (name, description, is_active, min_order_threshold, max_units_per_order)
         VALUES ($1, $2, true, $3, $4) RETURNING id`,
        [offer.name, offer.description, rupeesToPaisa(offer.threshold), offer.maxUnits],
      );
      const productIds = offer.products.map((n) => ids.get(n)).filter((x): x is string => !!x);
      await qr.query(`INSERT INTO free_product_offer_items (offer_id, product_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`, [
        row.id,
        productIds,
      ]);
      result.offersCreated++;
    }
  } finally {
    await qr.query(`SELECT pg_advisory_unlock(hashtext('catalog.seed-demo-data'))`).catch(() => undefined);
    await qr.release();
  }
  return result;
}
