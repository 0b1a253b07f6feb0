/**
 * The smoke journey of `npm run images:test`, through the web container's /api and /socket.io
 * proxy only (as a browser would): a reseller signs up and logs in, the first admin (made with
 * create-admin inside the identity image) signs in with the two-factor set-up production requires
 * of staff, adds a product and a receiving account; the reseller sees the product in the list, tops
 * up, says it is paid, staff approve it and the wallet event arrives on the reseller's socket;
 * then the reseller checks out. Uses the fault run's API client (bench/faults/load.js).
 * Throws (with the answer) at the first step that does not do what it should.
 */
const { randomUUID } = require('node:crypto');
const { generate } = require('otplib');
const { io } = require('socket.io-client');
const { Load } = require('../../bench/faults/load');

const CUSTOMER = { name: 'Ayesha Khan', phone: '0300-1234567', address: 'House 12, Street 4, Gulberg III', city: 'Lahore' };

function must(res, statuses, what) {
  if (!statuses.includes(res.status)) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

/** Staff sign-in in production: password, then the authenticator set-up (a code from its secret). */
async function staffLogin(load, email, password) {
  const first = must(await load.call('POST', '/auth/login', undefined, { email, password }), [200], 'admin login');
  if (first.accessToken) return first.accessToken;
  if (first.secondFactor !== 'setup') throw new Error(`admin login: expected the two-factor set-up, got ${JSON.stringify(first)}`);
  const { secret } = must(await load.call('POST', '/auth/login/second-factor/setup', undefined, { challenge: first.challenge }), [200], 'two-factor set-up');
  const session = must(
    await load.call('POST', '/auth/login/second-factor/setup/confirm', undefined, { challenge: first.challenge, code: await generate({ secret }) }),
    [200],
    'two-factor confirm',
  );
  return session.accessToken;
}

function connectSocket(origin, token) {
  return new Promise((resolve, reject) => {
    const socket = io(origin, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 20000 });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(new Error(`socket through the web server: ${err.message}`)));
  });
}

function nextEvent(socket, name, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} event on the socket within ${ms / 1000} s`)), ms);
    socket.once(name, (payload) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/**
 * @param {{ origin: string, admin: { email: string, password: string }, log: (line: string) => void }} opts
 *   origin: the web server's shell origin (http://<web>:4200)
 */
async function smokeJourney({ origin, admin, log }) {
  const load = new Load(`${origin}/api/v1`);
  const page = await fetch(`${origin}/login`);
  const html = await page.text();
  if (!page.ok || !html.includes('id="first-paint"')) throw new Error(`the web container's /login: ${page.status}, first screen drawn: ${html.includes('id="first-paint"')}`);
  log('web: /login served with its first screen drawn');

  const signedUp = await load.signUp('images');
  const me = must(await load.call('GET', '/me', signedUp.token), [200], 'me after signup');
  const reseller = await load.login(me.email, 'Faults@12345');
  log(`reseller signed up and logged in (${me.email})`);

  const staff = await staffLogin(load, admin.email, admin.password);
  log('admin signed in (two-factor set up)');

  const tag = randomUUID().slice(0, 8);
  const product = must(
    await load.call('POST', '/admin/products', staff, {
      name: `Images smoke ${tag}`, shortName: `Smoke ${tag}`, longName: `Images smoke product ${tag}`, description: 'Made by npm run images:test',
      wholesalePricePaisa: 100_000, retailPricePaisa: 150_000, discountedPricePaisa: 120_000, category: 'electronics', planAccess: 'free',
      weightKg: 0.5, stock: 5, coinDiscount: 0,
    }),
    [201],
    'admin adds a product',
  );
  const list = must(await load.call('GET', '/products?limit=50', reseller), [200], 'product list');
  const items = list.items ?? list.data ?? list;
  if (!Array.isArray(items) || !items.some((p) => p.id === product.id)) throw new Error(`product list: ${product.id} not in ${JSON.stringify(list).slice(0, 300)}`);
  log(`product list shows the new product (${items.length} listed)`);

  const methods = must(await load.call('GET', '/admin/payment-methods', staff), [200], 'payment methods');
  const method = methods.find((m) => m.isActive) ?? methods[0];
  if (!method.accounts.some((a) => a.isActive)) {
    must(await load.call('POST', '/admin/payment-methods/wallets', staff, { paymentMethodId: method.id, walletTitle: 'ResellPK Smoke', walletAddress: '03001234567' }), [201], 'receiving account');
  }
  const socket = await connectSocket(origin, reseller);
  try {
    const walletEvent = nextEvent(socket, 'wallet:transaction', 30_000);
    const request = must(
      await load.call('POST', '/payment-requests', reseller, { paymentMethodId: method.id, amountPaisa: 200_000 }, { 'Idempotency-Key': randomUUID() }),
      [200, 201],
      'top-up',
    );
    must(await load.call('POST', `/payment-requests/${request.id}/paid`, reseller), [200, 201], 'top-up marked paid');
    must(await load.call('POST', `/admin/payment-requests/${request.id}/approve`, staff), [200], 'staff approve the top-up');
    const event = await walletEvent;
    log(`top-up approved by staff; wallet:transaction arrived on the socket (balance ${event.balancePaisa} paisa)`);
  } finally {
    socket.close();
  }

  const order = must(
    await load.call('POST', '/orders', reseller, { items: [{ productId: product.id, quantity: 1, profitAmountPaisa: 5_000, applyCoins: false }], customer: CUSTOMER }, { 'Idempotency-Key': randomUUID() }),
    [201],
    'checkout',
  );
  log(`checkout placed order ${order.id}`);
}

module.exports = { smokeJourney };
