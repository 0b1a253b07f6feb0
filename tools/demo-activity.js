#!/usr/bin/env node
/**
 * Demo activity through the real API, so the wallet and top-up screens are not empty: as
 * free@demo.pk, four top-ups: one pending, one under review ("I Have Paid"), one approved by
 * helper@demo.pk and one rejected with a reason. Only when that reseller has none yet, so a
 * restart adds nothing. Run by tools/stack.js after the gateway is up (dev and e2e profiles);
 * alone: `DEMO_API=http://127.0.0.1:3000/api/v1 node tools/demo-activity.js`.
 */
const API = process.env.DEMO_API || 'http://127.0.0.1:3000/api/v1';
const PASSWORD = 'Demo@12345';

async function call(method, path, token, body) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const login = async (email) => (await call('POST', '/auth/login', null, { email, password: PASSWORD })).accessToken;

/** The first payment method resellers can use; the admin adds the demo receiving account when none has one. */
async function paymentMethod(resellerToken) {
  let methods = await call('GET', '/payment-methods', resellerToken);
  let ready = methods.find((m) => m.available);
  if (ready) return ready;
  const admin = await login('admin@demo.pk');
  const method = methods.find((m) => m.type === 'easypaisa') ?? methods[0];
  if (!method) throw new Error('no payment methods (is wallet-payments seeded?)');
  await call('POST', '/admin/payment-methods/wallets', admin, {
    paymentMethodId: method.id,
    walletTitle: 'ResellPK Easypaisa',
    walletAddress: '03001234567',
    instructions: 'Send the amount, then press I Have Paid or upload the screenshot.',
  });
  methods = await call('GET', '/payment-methods', resellerToken);
  ready = methods.find((m) => m.available);
  if (!ready) throw new Error('the demo receiving account did not make a method available');
  return ready;
}

async function main() {
  const reseller = await login('free@demo.pk');
  const existing = await call('GET', '/payment-requests', reseller);
  if (existing.length > 0) {
    console.log(`[demo-activity] free@demo.pk already has ${existing.length} top-up(s): nothing to add`);
    return;
  }
  const method = await paymentMethod(reseller);
  const create = (rupees) => call('POST', '/payment-requests', reseller, { paymentMethodId: method.id, amountPaisa: rupees * 100 });

  // oldest first, so the newest (pending) is at the top of the list
  const helper = await login('helper@demo.pk');
  const approved = await create(2500);
  await call('POST', `/payment-requests/${approved.id}/paid`, reseller);
  await call('POST', `/admin/payment-requests/${approved.id}/approve`, helper);

  const rejected = await create(1000);
  await call('POST', `/payment-requests/${rejected.id}/paid`, reseller);
  await call('POST', `/admin/payment-requests/${rejected.id}/reject`, helper, { reason: 'No payment with this reference reached our account.' });

  const underReview = await create(1500);
  await call('POST', `/payment-requests/${underReview.id}/paid`, reseller);

  await create(500);
  console.log('[demo-activity] free@demo.pk: top-ups pending, under review, approved (PKR 2,500) and rejected added');
}

main().catch((err) => {
  console.error(`[demo-activity] failed: ${err.message}`);
  process.exit(1);
});
