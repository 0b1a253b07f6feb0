// The guards that keep money and stock right, as data for bench/invariant-probes.js. Each guard is
// a textual mutation that removes it (`find` must occur exactly once in `file`, or the probe stops:
// the code drifted and this list must follow it) and the tests that must then fail (`tests`, paths
// from the repository root; `name`, optional, a jest -t pattern to run only the tests that matter).
// A guard that is two statements belonging together (either alone is enough) lists both mutations.

const COINS = 'apps/coins-service/src';
const WALLET = 'apps/wallet-payments-service/src';
const ORDERS = 'apps/orders-service/src';
const STOCK = 'apps/catalog-service/src/stock';

module.exports = [
  // ---- coins ----
  {
    id: 'coins.mining-skip-locked',
    what: 'a sync locks the account or skips it (FOR UPDATE SKIP LOCKED): overlapping syncs cannot credit the same hour twice',
    mutations: [{ file: `${COINS}/mining/mining.repository.ts`, find: 'FROM discount_coins WHERE user_id = $1 FOR UPDATE SKIP LOCKED', replace: 'FROM discount_coins WHERE user_id = $1' }],
    tests: [`${COINS}/mining/mining.int-spec.ts`],
    name: '50 concurrent syncs|overlap',
  },
  {
    id: 'coins.account-lock',
    what: 'spends, refunds, purchases and rewards lock the coin account first (FOR UPDATE): one order of writers per account',
    mutations: [{ file: `${COINS}/accounts/account.repository.ts`, find: 'FROM discount_coins WHERE user_id = $1 FOR UPDATE`', replace: 'FROM discount_coins WHERE user_id = $1`' }],
    tests: [`${COINS}/accounts/account-lock-overlap.int-spec.ts`],
    name: 'spends of one order',
  },
  {
    id: 'coins.account-open-once',
    what: 'the account (and its welcome bonus) is opened once per user (ON CONFLICT (user_id) DO NOTHING)',
    mutations: [{ file: `${COINS}/accounts/account.repository.ts`, find: 'ON CONFLICT (user_id) DO NOTHING RETURNING user_id', replace: 'RETURNING user_id' }],
    tests: [`${COINS}/accounts/accounts.int-spec.ts`],
    name: 'once',
  },
  {
    id: 'coins.first-order-bonus-once',
    what: "the first delivered order's bonus is claimed once (conditional update on has_claimed_first_purchase_bonus)",
    mutations: [{ file: `${COINS}/accounts/account.repository.ts`, find: 'WHERE user_id = $1 AND NOT has_claimed_first_purchase_bonus', replace: 'WHERE user_id = $1' }],
    tests: [`${COINS}/referrals/delivery-rewards.int-spec.ts`],
    name: 'pays the buyer 30 %',
  },
  {
    id: 'coins.order-reward-once',
    what: "an order's reward row is written once (unique (order, type, user), ON CONFLICT DO NOTHING)",
    mutations: [{ file: `${COINS}/ledger/ledger.repository.ts`, find: 'ON CONFLICT (order_id, transaction_type, user_id) WHERE order_id IS NOT NULL DO NOTHING ', replace: '' }],
    tests: [`${COINS}/referrals/delivery-rewards.int-spec.ts`],
    name: 'pays the buyer 30 %',
  },
  {
    id: 'coins.spend-once',
    what: "a spend for an order that already has one answers it instead of spending again (the order's spend row)",
    mutations: [{ file: `${COINS}/spending/spending.service.ts`, find: 'const previous = await this.spends.lock(tx, orderId);', replace: 'const previous = (await this.spends.lock(tx, orderId)) && null;' }],
    tests: [`${COINS}/spending/spending.int-spec.ts`],
  },
  {
    id: 'coins.refund-once',
    what: 'a refund gives back only a spend still spent (status check under the account lock)',
    mutations: [{ file: `${COINS}/spending/spending.service.ts`, find: "if (spent.status !== 'spent') return ", replace: "if (spent.status === 'never') return " }],
    tests: [`${COINS}/spending/spending.int-spec.ts`],
    name: 'spends once and refunds once',
  },
  {
    id: 'coins.refunded-order-earns-nothing',
    what: 'an order whose coins were refunded (or closed) earns no delivery reward',
    mutations: [{ file: `${COINS}/referrals/delivery-rewards.ts`, find: "spend.status === 'refunded' || spend.status === 'void' || ", replace: '' }],
    tests: [`${COINS}/spending/order-refunds.int-spec.ts`],
    name: 'earns nothing',
  },
  {
    id: 'coins.purchase-key',
    what: 'one purchase per (user, idempotency key) (ON CONFLICT DO NOTHING)',
    mutations: [{ file: `${COINS}/packs/purchase.repository.ts`, find: 'ON CONFLICT (user_id, idempotency_key) DO NOTHING', replace: '' }],
    tests: [`${COINS}/packs/packs.int-spec.ts`],
    name: 'idempotency key|retry',
  },
  {
    id: 'coins.purchase-complete-once',
    what: 'a purchase is completed (coins credited) once, checked under its lock',
    mutations: [{ file: `${COINS}/packs/packs.service.ts`, find: "if (purchase.payment_status === 'completed') return toView(purchase, account.balance);", replace: '' }],
    tests: [`${COINS}/accounts/account-lock-overlap.int-spec.ts`],
    name: 'one pack purchase key',
  },
  {
    id: 'coins.purchase-wallet-key',
    what: "a purchase's wallet debit carries the purchase's key, so the wallet charges it once",
    mutations: [{ file: `${COINS}/packs/packs.service.ts`, find: 'key: walletKeyOf(purchaseId),', replace: 'key: `${walletKeyOf(purchaseId)}:${Math.random()}`,' }],
    tests: [`${COINS}/packs/packs.int-spec.ts`],
    name: 'reply was lost',
  },

  // ---- wallet ----
  {
    id: 'wallet.wallet-lock',
    what: "every movement locks the wallet row first (FOR UPDATE): one wallet's movements run one after another",
    mutations: [{ file: `${WALLET}/wallets/wallet.repository.ts`, find: 'FROM wallets WHERE user_id = $1 FOR UPDATE`', replace: 'FROM wallets WHERE user_id = $1`' }],
    tests: [`${WALLET}/wallets/ledger-overlap.int-spec.ts`],
    name: 'debits queued',
  },
  {
    id: 'wallet.movement-key',
    what: "a movement whose key was used answers the first one's result and moves nothing (key looked up under the lock)",
    mutations: [{ file: `${WALLET}/wallets/ledger.ts`, find: 'const earlier = await this.wallets.byKey(m.key, tx);', replace: 'const earlier = (await this.wallets.byKey(m.key, tx)) && undefined;' }],
    tests: [`${WALLET}/wallets/ledger-overlap.int-spec.ts`],
    name: 'one key sent',
  },
  {
    id: 'wallet.no-overdraft',
    what: 'a debit the balance cannot cover is refused',
    mutations: [{ file: `${WALLET}/wallets/ledger.ts`, find: 'if (!wallet || balance + signed < 0)', replace: 'if (!wallet)' }],
    tests: [`${WALLET}/wallets/ledger.int-spec.ts`],
    name: 'cannot cover',
  },
  {
    id: 'wallet.wallet-once',
    what: 'a wallet is created once per user (ON CONFLICT (user_id) DO NOTHING)',
    mutations: [{ file: `${WALLET}/wallets/wallet.repository.ts`, find: 'ON CONFLICT (user_id) DO NOTHING RETURNING id', replace: 'RETURNING id' }],
    tests: [`${WALLET}/wallets/ledger.int-spec.ts`],
    name: 'the same key from 20 concurrent callers',
  },
  {
    id: 'wallet.top-up-decided-once',
    what: 'a top-up is decided only from pending / under review (conditional update): one decision, at most one credit',
    mutations: [{ file: `${WALLET}/payment-requests/top-up.repository.ts`, find: "WHERE id = $1 AND status IN ('pending', 'under_review') AND user_id <> $4 RETURNING *", replace: 'WHERE id = $1 AND user_id <> $4 RETURNING *' }],
    tests: [`${WALLET}/payment-requests/top-ups.int-spec.ts`],
    name: 'staff approval credits the wallet once',
  },
  {
    id: 'wallet.expiry-skips-decided',
    what: "the expiry sweep rejects only requests still pending, skipping one an approval holds (SKIP LOCKED subselect and the outer status re-check)",
    mutations: [
      { file: `${WALLET}/payment-requests/top-up.repository.ts`, find: 'ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED', replace: 'ORDER BY expires_at LIMIT $2' },
      { file: `${WALLET}/payment-requests/top-up.repository.ts`, find: ") AND status = 'pending'\n", replace: ')\n' },
    ],
    tests: [`${WALLET}/payment-requests/expiry-overlap.int-spec.ts`],
  },
  {
    id: 'wallet.withdrawal-decided-once',
    what: 'a withdrawal is paid or rejected only from pending (conditional update): the hold goes back at most once, never after payment',
    mutations: [{ file: `${WALLET}/withdrawals/withdrawal.repository.ts`, find: "WHERE id = $1 AND status = 'pending' AND user_id <> $4 RETURNING *", replace: 'WHERE id = $1 AND user_id <> $4 RETURNING *' }],
    tests: [`${WALLET}/withdrawals/withdrawals.int-spec.ts`],
    name: 'paid at most once',
  },
  {
    id: 'wallet.withdrawal-key',
    what: "one withdrawal (one hold) per (user, client key): the unique index, ON CONFLICT DO NOTHING and the re-read",
    mutations: [{ file: `${WALLET}/withdrawals/withdrawal.repository.ts`, find: 'ON CONFLICT DO NOTHING RETURNING *', replace: 'RETURNING *' }],
    tests: [`${WALLET}/wallets/ledger-overlap.int-spec.ts`],
    name: 'withdrawal key',
  },
  {
    id: 'wallet.order-profit-key',
    what: "an order's profit credit carries the order's key: any number of events credit it once",
    mutations: [{ file: `${WALLET}/order-profits/order-profit.consumer.ts`, find: 'key: orderProfitKey(e.orderId),', replace: 'key: `${orderProfitKey(e.orderId)}:${Math.random()}`,' }],
    tests: [`${WALLET}/order-profits/order-profit.int-spec.ts`],
    name: 'different ids',
  },

  // ---- stock ----
  {
    id: 'stock.take-if-there',
    what: 'stock is taken only when that many units are left (conditional decrement)',
    mutations: [{ file: `${STOCK}/stock-reservation.repository.ts`, find: 'WHERE id = $1 AND stock >= $2 RETURNING stock', replace: 'WHERE id = $1 RETURNING stock' }],
    tests: [`${STOCK}/stock.int-spec.ts`],
    name: '200 concurrent',
  },
  {
    id: 'stock.reserve-once',
    what: 'an order reserves once (its reservation row, ON CONFLICT (order_id) DO NOTHING)',
    mutations: [{ file: `${STOCK}/stock-reservation.repository.ts`, find: 'ON CONFLICT (order_id) DO NOTHING RETURNING order_id', replace: 'RETURNING order_id' }],
    tests: [`${STOCK}/stock.int-spec.ts`],
    name: 'same order sent 20 times|a released order cannot reserve again',
  },
  {
    id: 'stock.reservation-lock',
    what: "a release locks the order's reservation (FOR UPDATE) before checking it is still reserved",
    mutations: [{ file: `${STOCK}/stock-reservation.repository.ts`, find: 'FROM stock_reservations WHERE order_id = $1 FOR UPDATE`', replace: 'FROM stock_reservations WHERE order_id = $1`' }],
    tests: [`${STOCK}/stock.int-spec.ts`],
    name: 'overlap inside PostgreSQL',
  },
  {
    id: 'stock.release-once',
    what: 'a release puts units back only for a reservation still reserved',
    mutations: [{ file: `${STOCK}/stock.service.ts`, find: "if (existing?.status !== 'reserved') return { applied: false, stockBack: false };", replace: '' }],
    tests: [`${STOCK}/stock.int-spec.ts`],
    name: 'puts the units back once;',
  },

  // ---- orders ----
  {
    id: 'orders.checkout-key',
    what: 'one order per (reseller, Idempotency-Key) (ON CONFLICT DO NOTHING, then the winner is answered)',
    mutations: [{ file: `${ORDERS}/orders/order.repository.ts`, find: 'ON CONFLICT (reseller_id, idempotency_key) DO NOTHING RETURNING id', replace: 'RETURNING id' }],
    tests: [`${ORDERS}/checkout/checkout-overlap.int-spec.ts`],
  },
  {
    id: 'orders.complete-if-pending',
    what: 'a checkout completes its saga only if recovery did not claim it (conditional update)',
    mutations: [{ file: `${ORDERS}/orders/order.repository.ts`, find: "WHERE o.id = $1 AND o.saga_state = 'pending' RETURNING", replace: 'WHERE o.id = $1 RETURNING' }],
    tests: [`${ORDERS}/recovery/recovery-overlap.int-spec.ts`],
    name: 'does not complete it',
  },
  {
    id: 'orders.status-from',
    what: "an order's status moves only from the status the change expects (conditional update): ship, deliver, cancel once",
    mutations: [{ file: `${ORDERS}/orders/order.repository.ts`, find: 'WHERE o.id = $1 AND o.status = $2 AND ', replace: 'WHERE o.id = $1 AND ' }],
    tests: [`${ORDERS}/admin/lifecycle.int-spec.ts`],
    name: 'cancels while processing, once|ten staff members',
  },
  {
    id: 'orders.recovery-claim',
    what: 'the recovery job claims a stale saga with FOR UPDATE SKIP LOCKED: a saga completing meanwhile is not undone',
    mutations: [{ file: `${ORDERS}/orders/order.repository.ts`, find: 'ORDER BY updated_at LIMIT $2 FOR UPDATE SKIP LOCKED)', replace: 'ORDER BY updated_at LIMIT $2)' }],
    tests: [`${ORDERS}/recovery/recovery-overlap.int-spec.ts`],
    name: 'leaves the order completed',
  },
  // ---- staff do not transact, and nobody decides on their own request (issue 33, finding 1) ----
  {
    id: 'wallet.top-up-key',
    what: 'a top-up whose Idempotency-Key was seen answers the request it made (a retried or double-sent create opens one chat and one Approve)',
    mutations: [{ file: `${WALLET}/payment-requests/top-ups.service.ts`, find: 'const earlier = (key !== null && (await this.requests.byClientKey(tx, userId, key))) || undefined;', replace: 'const earlier = undefined as RequestRow | undefined;' }],
    tests: [`${WALLET}/payment-requests/top-ups.int-spec.ts`],
    name: 'Idempotency-Key twice',
  },
  {
    id: 'wallet.top-up-twin-once',
    what: "a user's top-up creations queue on one lock and a second open request of the same method and amount within a minute answers the first (a double click, a retry with a new key)",
    mutations: [
      { file: `${WALLET}/payment-requests/top-up.repository.ts`, find: "await tx.query(`SELECT pg_advisory_xact_lock(hashtext('payment_requests.create'), hashtext($1))`, [userId]);", replace: 'void userId;' },
    ],
    tests: [`${WALLET}/payment-requests/top-ups.int-spec.ts`],
    name: 'within a minute',
  },
  {
    id: 'wallet.top-up-not-own',
    what: "a top-up is decided only by someone other than its owner (user_id <> staff in the decision's conditional update): a helper cannot approve their own",
    mutations: [{ file: `${WALLET}/payment-requests/top-up.repository.ts`, find: "AND status IN ('pending', 'under_review') AND user_id <> $4 RETURNING", replace: "AND status IN ('pending', 'under_review') RETURNING" }],
    tests: [`${WALLET}/payment-requests/staff-self-dealing.int-spec.ts`],
    name: 'pending top-up of their own',
  },
  {
    id: 'wallet.withdrawal-not-own',
    what: "a withdrawal is paid or rejected only by someone other than its owner (user_id <> staff in the decision's conditional update)",
    mutations: [{ file: `${WALLET}/withdrawals/withdrawal.repository.ts`, find: "AND status = 'pending' AND user_id <> $4 RETURNING", replace: "AND status = 'pending' RETURNING" }],
    tests: [`${WALLET}/payment-requests/staff-self-dealing.int-spec.ts`],
    name: 'withdrawals: staff cannot',
  },
  {
    id: 'identity.plan-upgrade-not-own',
    what: "a premium request is decided only by an admin other than its requester (reseller_id <> admin in the decision's conditional update)",
    mutations: [{ file: 'apps/identity-service/src/plan-upgrades/plan-upgrades.service.ts', find: "AND status = 'pending' AND reseller_id <> $3 RETURNING", replace: "AND status = 'pending' RETURNING" }],
    tests: ['apps/identity-service/src/plan-upgrades/self-decision.int-spec.ts'],
    name: 'asked for premium',
  },
  {
    id: 'staff.open-as-reseller',
    what: "top-ups, withdrawals, orders and coin packs are opened only with a reseller's token (requireReseller): a staff token is refused",
    mutations: [{ file: 'libs/backend/service/src/access/require-reseller.ts', find: "  if (ctx?.role !== 'reseller') fail('FORBIDDEN', refusal);", replace: '' }],
    tests: [`${WALLET}/payment-requests/staff-self-dealing.int-spec.ts`, `${COINS}/packs/packs.int-spec.ts`, `${ORDERS}/checkout/checkout.int-spec.ts`],
    name: 'helper mint|staff accounts cannot buy|refuses what cannot be ordered',
  },
  {
    id: 'staff.open-as-reseller-now',
    what: 'a reseller promoted to staff cannot keep opening top-ups with the reseller token they still hold (the stored role counts)',
    mutations: [{ file: 'libs/backend/service/src/access/require-reseller.ts', find: "  if (current !== undefined && current !== 'reseller') fail('FORBIDDEN', refusal);", replace: '' }],
    tests: [`${WALLET}/payment-requests/staff-self-dealing.int-spec.ts`],
    name: 'helper mint',
  },
];
