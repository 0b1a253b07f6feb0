/**
 * What must hold after every fault, read straight from the services' databases (issue 16):
 * balances equal their ledgers and are never negative, no payment credited twice and every
 * acknowledged approval credited, no unit oversold and every order whole or absent, every durable
 * event applied by each of its consumers (exactly once: the inboxes are keyed by event id), every
 * delivered order's profit paid once.
 */
const { Client } = require('pg');

require('@swc-node/register');
const { SERVICE_LIST, EVENT_CONSUMERS, durableNameOf } = require('../../libs/contracts/src/index.ts');

class Databases {
  constructor(pgUrl, suffix) {
    this.pgUrl = pgUrl;
    this.suffix = suffix;
    this.clients = new Map();
  }

  async query(service, sql, params = []) {
    const db = SERVICE_LIST.find((s) => s.name === service).database + this.suffix;
    if (!this.clients.has(db)) {
      const client = new Client({ connectionString: `${this.pgUrl}/${db}` });
      // a PostgreSQL restart ends the connection: forget it, the next query connects again
      client.on('error', () => this.clients.delete(db));
      this.clients.set(db, client.connect().then(() => client));
    }
    try {
      return (await (await this.clients.get(db)).query(sql, params)).rows;
    } catch (err) {
      this.clients.delete(db);
      throw err;
    }
  }

  async close() {
    await Promise.all([...this.clients.values()].map((c) => c.then((x) => x.end()).catch(() => undefined)));
  }
}

const count = async (dbs, service, sql, params) => Number((await dbs.query(service, sql, params))[0].n);

async function ledgers(dbs, load) {
  const problems = [];
  const wallets = await count(dbs, 'wallet-payments', `SELECT count(*) AS n FROM wallets w WHERE w.balance_paisa < 0 OR w.balance_paisa <> (SELECT COALESCE(sum(t.amount_paisa) FILTER (WHERE t.status = 'completed'), 0) FROM wallet_transactions t WHERE t.wallet_id = w.id)`);
  if (wallets) problems.push(`${wallets} wallet(s) whose balance is not their ledger sum or is negative`);
  const coins = await count(dbs, 'coins', `SELECT count(*) AS n FROM discount_coins d WHERE d.balance < 0 OR d.balance <> (SELECT COALESCE(sum(amount), 0) FROM coin_transactions t WHERE t.user_id = d.user_id)`);
  if (coins) problems.push(`${coins} coin account(s) whose balance is not their ledger sum or is negative`);
  const ids = [...load.approvals.keys()];
  if (ids.length) {
    const credited = await count(dbs, 'wallet-payments', `SELECT count(*) AS n FROM payment_requests p JOIN wallet_transactions t ON t.id = p.transaction_id WHERE p.id = ANY($1::uuid[]) AND p.status = 'approved' AND t.amount_paisa = p.amount_paisa AND t.status = 'completed'`, [ids]);
    if (credited !== ids.length) problems.push(`${ids.length} approvals acknowledged, ${credited} credited`);
  }
  const doubled = await count(dbs, 'wallet-payments', `SELECT count(*) AS n FROM (SELECT transaction_id FROM payment_requests WHERE transaction_id IS NOT NULL GROUP BY transaction_id HAVING count(*) > 1) d`);
  if (doubled) problems.push(`${doubled} ledger rows credited for more than one request`);
  const topUps = await count(dbs, 'wallet-payments', `SELECT (SELECT count(*) FROM payment_requests WHERE status = 'approved') - (SELECT count(*) FROM wallet_transactions WHERE type = 'top_up' AND status = 'completed') AS n`);
  if (topUps) problems.push(`approved requests and top-up credits differ by ${topUps}`);
  return problems;
}

/** Orders placed since `since`: none left half-done, each completed one holding its stock, no unit oversold. */
async function orders(dbs, load, stockBefore, since) {
  const problems = [];
  const open = await count(dbs, 'orders', `SELECT count(*) AS n FROM orders WHERE saga_state IN ('pending', 'compensating')`);
  if (open) problems.push(`${open} order(s) still half-done (saga pending or compensating)`);
  const rows = await dbs.query('orders', `SELECT o.id, o.saga_state, o.coins_spent::text AS coins, COALESCE(json_agg(json_build_object('p', i.product_id, 'q', i.quantity)) FILTER (WHERE i.order_id IS NOT NULL), '[]') AS items FROM orders o LEFT JOIN order_items i ON i.order_id = o.id WHERE o.created_at >= $1 GROUP BY o.id`, [since]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lost = [...load.orders].filter((id) => byId.get(id)?.saga_state !== 'completed');
  if (lost.length) problems.push(`${lost.length} acknowledged order(s) not completed: ${lost.slice(0, 3).join(', ')}`);
  const reservations = await dbs.query('catalog', `SELECT r.order_id, r.status, json_agg(json_build_object('p', l.product_id, 'q', l.quantity)) AS lines FROM stock_reservations r JOIN stock_reservation_lines l ON l.order_id = r.order_id WHERE r.order_id = ANY($1::uuid[]) GROUP BY r.order_id, r.status`, [rows.map((r) => r.id)]);
  const held = new Map(reservations.filter((r) => r.status === 'reserved').map((r) => [r.order_id, r.lines]));
  // per product (a gift of a product also bought is a second order line, one reservation line)
  const key = (lines) => {
    const units = new Map();
    for (const l of lines) units.set(l.p, (units.get(l.p) ?? 0) + l.q);
    return [...units].map(([p, q]) => `${p}:${q}`).sort().join(',');
  };
  let empty = 0;
  let unheld = 0;
  let leaked = 0;
  for (const o of rows) {
    if (o.saga_state === 'completed') {
      if (!o.items.length) empty++;
      if (!held.has(o.id) || key(held.get(o.id)) !== key(o.items)) unheld++;
    } else if (o.saga_state === 'failed' && held.has(o.id)) leaked++;
  }
  if (empty) problems.push(`${empty} completed order(s) without items`);
  if (unheld) problems.push(`${unheld} completed order(s) whose stock reservation is missing or differs from their items`);
  if (leaked) problems.push(`${leaked} failed order(s) still holding stock`);
  const failedIds = rows.filter((o) => o.saga_state === 'failed').map((o) => o.id);
  if (failedIds.length) {
    const kept = await count(dbs, 'coins', `SELECT count(*) AS n FROM (SELECT order_id FROM coin_transactions WHERE order_id = ANY($1::uuid[]) GROUP BY order_id HAVING sum(amount) <> 0) k`, [failedIds]);
    if (kept) problems.push(`${kept} failed order(s) whose coins were not refunded`);
  }
  // stock: what every load product lost is exactly what completed orders hold
  const ids = [...stockBefore.keys()];
  const after = new Map((await dbs.query('catalog', `SELECT id, stock FROM products WHERE id = ANY($1::uuid[])`, [ids])).map((r) => [r.id, r.stock]));
  const reserved = new Map((await dbs.query('catalog', `SELECT l.product_id AS id, sum(l.quantity)::int AS units FROM stock_reservations r JOIN stock_reservation_lines l ON l.order_id = r.order_id WHERE r.status = 'reserved' AND r.created_at >= $1 GROUP BY l.product_id`, [since])).map((r) => [r.id, r.units]));
  for (const id of ids) {
    const lostUnits = stockBefore.get(id) - after.get(id);
    if (after.get(id) < 0) problems.push(`product ${id}: stock ${after.get(id)} (oversold)`);
    if (lostUnits !== (reserved.get(id) ?? 0)) problems.push(`product ${id}: stock fell by ${lostUnits}, orders hold ${reserved.get(id) ?? 0}`);
  }
  return problems;
}

/** Every event written to an outbox since `since` is published, and in the inbox of each of its consumers. */
async function events(dbs, since) {
  const problems = [];
  let checked = 0;
  for (const s of SERVICE_LIST) {
    const rows = await dbs.query(s.name, `SELECT id, subject, published_at IS NOT NULL AS published FROM outbox WHERE created_at >= $1`, [since]);
    const unpublished = rows.filter((r) => !r.published).length;
    if (unpublished) problems.push(`${s.name}: ${unpublished} event(s) not yet published`);
    for (const [subject, consumers] of Object.entries(EVENT_CONSUMERS)) {
      const ids = rows.filter((r) => r.subject === subject).map((r) => r.id);
      if (!ids.length) continue;
      for (const consumer of consumers) {
        checked += ids.length;
        const applied = await count(dbs, consumer, `SELECT count(*) AS n FROM inbox WHERE consumer = $1 AND event_id = ANY($2::uuid[])`, [durableNameOf(consumer, subject), ids]);
        if (applied !== ids.length) problems.push(`${subject}: ${consumer} applied ${applied} of ${ids.length}`);
      }
    }
  }
  return { problems, checked };
}

/** Each delivered order's profit credited once, with its amount (the order's total profit). */
async function profits(dbs, load) {
  const ids = [...load.delivered];
  if (!ids.length) return [];
  const owed = new Map((await dbs.query('orders', `SELECT id, total_profit::bigint AS profit FROM orders WHERE id = ANY($1::uuid[])`, [ids])).map((r) => [r.id, Number(r.profit)]));
  const paid = new Map((await dbs.query('wallet-payments', `SELECT idempotency_key AS key, amount_paisa::bigint AS amount FROM wallet_transactions WHERE type = 'order_profit' AND idempotency_key = ANY($1::text[])`, [ids.map((id) => `order:${id}:profit`)])).map((r) => [r.key, Number(r.amount)]));
  const wrong = ids.filter((id) => owed.get(id) > 0 && paid.get(`order:${id}:profit`) !== owed.get(id));
  return wrong.length ? [`${wrong.length} of ${ids.length} delivered order(s) without their profit credit: ${wrong.slice(0, 3).join(', ')}`] : [];
}

async function checkAll(dbs, load, stockBefore, since) {
  const problems = [...(await ledgers(dbs, load)), ...(await orders(dbs, load, stockBefore, since)), ...(await profits(dbs, load))];
  const ev = await events(dbs, since);
  return { problems: [...problems, ...ev.problems], eventsChecked: ev.checked };
}

module.exports = { Databases, checkAll };
