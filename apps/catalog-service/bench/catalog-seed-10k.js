#!/usr/bin/env node
// Inserts 10,000 products (plain SQL, one transaction, batches of 1,000) into a catalog database
// that catalog-service has already migrated, for the gateway's catalogue benchmark.
// Usage: node apps/catalog-service/bench/catalog-seed-10k.js [postgres://.../catalog] [count]
//        (default: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/catalog)
const { Client } = require('pg');

const url = process.argv[2] || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/catalog';
const count = Number(process.argv[3] || 10000);
const CATEGORIES = ['electronics', 'clothing', 'home', 'beauty', 'food', 'toys', 'sports', 'jewelry', 'baby', 'health'];
const WORDS = ['Wireless', 'Cotton', 'Premium', 'Smart', 'Lawn', 'Steel', 'Herbal', 'Classic', 'Portable', 'Digital', 'Embroidered', 'Kids'];
const NOUNS = ['Earbuds', 'Suit', 'Kurta', 'Power Bank', 'Watch', 'Serum', 'Bottle', 'Blender', 'Shawl', 'Speaker', 'Mat', 'Bangles'];

async function main() {
  const client = new Client({ connectionString: url });
  await client.connect();
  const t0 = Date.now();
  try {
    await client.query('BEGIN');
    for (let start = 0; start < count; start += 1000) {
      const n = Math.min(1000, count - start);
      const values = [];
      const params = [];
      for (let i = 0; i < n; i++) {
        const k = start + i;
        const name = `${WORDS[k % WORDS.length]} ${NOUNS[(k * 7) % NOUNS.length]} B${k.toString().padStart(5, '0')}`;
        const wholesale = 10000 + ((k * 7919) % 990000); // Rs. 100 .. Rs. 10,000 in paisa
        const row = [name, name.split(' ').slice(-2).join(' '), name, `Benchmark product ${k}`, wholesale,
          k % 3 === 0 ? null : Math.round(wholesale * 1.6), CATEGORIES[k % CATEGORIES.length],
          k % 5 === 0 ? 'premium' : 'free', (k % 30) / 10, k % 17 === 0 ? 0 : (k % 200) + 1, k % 4 === 0 ? 50 : 0];
        values.push(`(${row.map((_, j) => `$${params.length + j + 1}`).join(', ')})`);
        params.push(...row);
      }
      await client.query(
        `INSERT INTO products (name, short_name, long_name, description, wholesale_price, retail_price, category, plan_access, weight, stock, coin_discount)
         VALUES ${values.join(', ')}`,
        params,
      );
    }
    await client.query('COMMIT');
    await client.query('ANALYZE products');
    console.log(`inserted ${count} products into ${url.replace(/:[^:@/]*@/, ':***@')} in ${Date.now() - t0} ms`);
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
