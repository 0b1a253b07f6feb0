/**
 * Demo orders for `npm start`: premium@demo.pk gets four cash-on-delivery orders, one in each state
 * a reseller meets (processing, shipped with a tracking link, delivered with its profit paid into
 * the wallet, cancelled), so /orders, /admin/orders and the dashboard have something to show.
 *
 * They are placed and moved through the API like any order (the checkout saga reserves the stock,
 * the delivered event pays the profit, notifications follow), never written into the databases,
 * so they are consistent across services by construction. Runs once: a reseller who already has
 * orders is left alone, and each order's Idempotency-Key makes a half-done earlier run finish
 * instead of ordering twice.
 */
const DEMO_PASSWORD = 'Demo@12345';
const CUSTOMERS = [
  { name: 'Ayesha Khan', phone: '0300-1234567', address: 'House 12, Street 4, Gulberg III', city: 'Lahore' },
  { name: 'Bilal Ahmed', phone: '0321-7654321', address: 'Flat 5, Block B, Gulshan-e-Iqbal', city: 'Karachi' },
  { name: 'Sana Malik', phone: '0333-2468135', address: 'House 88, Street 11, F-10/2', city: 'Islamabad' },
  { name: 'Usman Tariq', phone: '0345-1357924', address: 'Shop 3, Saddar Bazaar', city: 'Peshawar' },
];
// what becomes of each order: staff's moves after it is placed
const JOURNEYS = [
  [],
  [{ status: 'shipped', courier: 'TCS', trackingId: 'TCS-DEMO-2041', trackingLink: 'https://www.tcsexpress.com/track' }],
  [{ status: 'shipped', courier: 'Leopards', trackingId: 'LEO-DEMO-7719', trackingLink: 'https://www.leopardscourier.com/tracking' }, { status: 'delivered' }],
  [{ status: 'cancelled', note: 'The customer changed their mind' }],
];

async function seedDemoOrders(api, log) {
  const call = async (method, path, token, body, headers = {}) => {
    const res = await fetch(`${api}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => undefined);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json?.message ?? ''}`);
    return json;
  };
  const login = async (email) => (await call('POST', '/auth/login', undefined, { email, password: DEMO_PASSWORD })).accessToken;
  const reseller = await login('premium@demo.pk');
  const existing = await call('GET', '/orders', reseller);
  if ((existing.items ?? existing).length > 0) return 0;
  const admin = await login('admin@demo.pk');
  const products = (await call('GET', '/products?limit=12', reseller)).items.filter((p) => (p.stock ?? 10) > 5);
  if (products.length < 2) throw new Error('the demo catalogue has too few products in stock');

  for (let i = 0; i < JOURNEYS.length; i++) {
    const first = products[(i * 2) % products.length];
    const second = products[(i * 2 + 1) % products.length];
    const items = [
      { productId: first.id, quantity: 1 + (i % 2), profitAmountPaisa: 15_000, applyCoins: false },
      ...(i % 2 === 0 ? [{ productId: second.id, quantity: 1, profitAmountPaisa: 7_500, applyCoins: false }] : []),
    ];
    const order = await call('POST', '/orders', reseller, { items, customer: CUSTOMERS[i] }, { 'idempotency-key': `demo-order-${i + 1}` });
    for (const move of JOURNEYS[i]) await call('POST', `/admin/orders/${order.id}/status`, admin, move);
  }
  log(`demo orders placed for premium@demo.pk (${JOURNEYS.length}: processing, shipped, delivered, cancelled)`);
  return JOURNEYS.length;
}

module.exports = { seedDemoOrders };
