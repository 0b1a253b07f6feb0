/**
 * The steady mixed load of the fault run, as browsers and staff would send it through the web
 * server's /api proxy: top-ups (create, a chat message, "I Have Paid", staff approval), checkouts
 * (cash on delivery, with coins on every other one) that staff then ship and deliver (profit and
 * rewards flow), coin syncs and reads on every service. Every answer is recorded with the fault
 * window it fell in; a retried write keeps its idempotency key (or is a state change that answers
 * 409 once done), so the acknowledged ones can be checked against the ledgers afterwards.
 */
const { randomUUID } = require('node:crypto');
const HANGING_MS = 10_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

class Load {
  constructor(api) {
    this.api = api;
    this.outcomes = [];
    this.window = 'warm-up';
    /** payment request id -> amount, for requests whose approval the API acknowledged */
    this.approvals = new Map();
    /** order ids the API acknowledged (201) */
    this.orders = new Set();
    /** order ids staff moved to delivered and the API acknowledged */
    this.delivered = new Set();
    this.stop = { done: false };
    this.loops = [];
  }

  async call(method, url, token, body, headers = {}) {
    const started = Date.now();
    try {
      const res = await fetch(`${this.api}${url}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(HANGING_MS + 5000),
      });
      const json = await res.json().catch(() => undefined);
      return { status: res.status, retryAfter: res.headers.get('retry-after'), json, ms: Date.now() - started };
    } catch (err) {
      return { status: err.name === 'TimeoutError' ? 'hung' : `error ${err.cause?.code ?? err.name}`, ms: Date.now() - started };
    }
  }

  record(what, res) {
    this.outcomes.push({ window: this.window, what, status: res.status, retryAfter: res.retryAfter, ms: res.ms, at: Date.now() });
    return res;
  }

  /** Sends until the answer is not a 5xx / network failure (at most `tries`), recording each. */
  async retrying(what, tries, send, ok) {
    let res;
    for (let i = 0; i < tries && !this.stop.done; i++) {
      res = this.record(what, await send());
      if (typeof res.status === 'number' && res.status < 500) break;
      await sleep(500);
    }
    return res && ok(res.status) ? res : undefined;
  }

  async login(email, password = 'Demo@12345') {
    const res = await this.call('POST', '/auth/login', undefined, { email, password });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
    return res.json.accessToken;
  }

  async signUp(tag) {
    // unique per run and per call (several sign up in the same millisecond)
    const n = ((Date.now() % 1_000_000) * 10 + (this.signUps = (this.signUps ?? 0) + 1)) % 10_000_000;
    const res = await this.call('POST', '/auth/signup', undefined, {
      name: `Faults ${tag}`,
      email: `faults-${tag}-${Date.now().toString(36)}@demo.pk`,
      whatsappNumber: `0302${String(n).padStart(7, '0')}`,
      password: 'Faults@12345',
      referralCode: null,
    });
    if (res.status !== 201 && res.status !== 200) throw new Error(`signup ${tag}: ${res.status} ${JSON.stringify(res.json)}`);
    return { token: res.json.accessToken, userId: res.json.user?.id };
  }

  start(loop) {
    this.loops.push(loop().catch((err) => console.error('load loop failed:', err)));
  }

  async finish() {
    this.stop.done = true;
    await Promise.all(this.loops);
  }

  topUps(reseller, helper, methodId) {
    this.start(async () => {
      while (!this.stop.done) {
        const created = this.record('topup.create', await this.call('POST', '/payment-requests', reseller, { paymentMethodId: methodId, amountPaisa: 10_000 }, { 'Idempotency-Key': randomUUID() }));
        if (created.status === 201 || created.status === 200) {
          const { id, chatRoomId } = created.json;
          await this.retrying('chat.message', 5, () => this.call('POST', `/chats/${chatRoomId}/messages`, reseller, { content: 'Sent from my Easypaisa app' }), (s) => s === 201);
          await this.retrying('topup.paid', 20, () => this.call('POST', `/payment-requests/${id}/paid`, reseller), () => true);
          const approved = await this.retrying('topup.approve', 20, () => this.call('POST', `/admin/payment-requests/${id}/approve`, helper), (s) => s === 200);
          if (approved) this.approvals.set(id, 10_000);
        }
        await sleep(200);
      }
    });
  }

  /** Cash-on-delivery orders of one unit, `products` cycled; every attempt of one order keeps its key. */
  checkouts(buyer, products) {
    let n = 0;
    this.start(async () => {
      while (!this.stop.done) {
        const p = products[n % products.length];
        const key = `faults-${process.pid}-${n}`;
        const body = {
          items: [{ productId: p.id, quantity: 1, profitAmountPaisa: 5_000, applyCoins: p.coinDiscount > 0 && n % 2 === 0 }],
          customer: { name: 'Ayesha Khan', phone: '0300-1234567', address: 'House 12, Street 4, Gulberg III', city: 'Lahore' },
        };
        n++;
        const placed = await this.retrying('checkout', 20, () => this.call('POST', '/orders', buyer, body, { 'idempotency-key': key }), (s) => s === 201);
        if (placed) this.orders.add(placed.json.id);
        await sleep(300);
      }
    });
  }

  /** Staff ship then deliver what was ordered: the delivered event pays the profit and the rewards. */
  deliveries(admin) {
    const given = new Set();
    const shipping = { status: 'shipped', courier: 'TCS', trackingId: 'TCS-FAULTS-1', trackingLink: 'https://www.tcsexpress.com/track' };
    this.start(async () => {
      while (!this.stop.done) {
        const next = [...this.orders].find((id) => !this.delivered.has(id) && !given.has(id));
        if (!next) {
          await sleep(300);
          continue;
        }
        // 409 once the order is already there (an earlier attempt that the fault hid from us)
        const shipped = await this.retrying('order.ship', 20, () => this.call('POST', `/admin/orders/${next}/status`, admin, shipping), (s) => s === 200 || s === 409);
        if (!shipped) {
          given.add(next); // refused (or the run is stopping): the invariants still cover the order itself
          continue;
        }
        const delivered = await this.retrying('order.deliver', 20, () => this.call('POST', `/admin/orders/${next}/status`, admin, { status: 'delivered' }), (s) => s === 200 || s === 409);
        if (delivered) this.delivered.add(next);
        else given.add(next);
      }
    });
  }

  /** One loop per route, so a request hanging on a dead service does not hold up the others. */
  reads(token) {
    for (const [what, method, url] of READ_ROUTES) {
      this.start(async () => {
        while (!this.stop.done) {
          this.record(what, await this.call(method, url, token));
          await sleep(100);
        }
      });
    }
  }
}

/** A route for each service: each answering 200 again, sent after a fault ended, is "serving again". */
const READ_ROUTES = [
  ['coins.sync', 'POST', '/coins/sync'],
  ['products', 'GET', '/products'],
  ['wallet', 'GET', '/wallet'],
  ['plans', 'GET', '/plans'],
  ['orders', 'GET', '/orders'],
  ['notifications', 'GET', '/notifications'],
];

module.exports = { Load, READ_ROUTES, sleep };
