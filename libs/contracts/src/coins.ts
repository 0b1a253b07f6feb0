import type { CallersOf, Command, ConsumersOf, NoData } from './bus/command';
import { subjectsOf } from './bus/command';
import type { ServiceHealth } from './services';

/**
 * Coin amounts travel as exact decimal strings with 4 places ("1000.0000"), as PostgreSQL's
 * numeric(18,4) stores them: a JS number cannot hold 0.0001 exactly. Prices of packs are integer
 * paisa like every PKR amount.
 */
export type CoinAmount = string;

// ---------- accounts and the ledger ----------

/** Every kind of ledger row (the spec's `coin_transactions.transaction_type`). */
export const COIN_TRANSACTION_TYPES = ['mining', 'signup_bonus', 'first_purchase_bonus', 'referral_bonus', 'purchase', 'usage', 'refund'] as const;
export type CoinTransactionType = (typeof COIN_TRANSACTION_TYPES)[number];

/** Mining: 5 coins an hour, computed by the server from `lastMiningUpdate`, also while offline. */
export const COINS_MINED_PER_HOUR = 5;
/** The welcome bonus every account gets once. */
export const SIGNUP_BONUS_COINS = 1000;

export interface CoinAccountView {
  userId: string;
  /** the stored balance: always the sum of the user's ledger rows, never below 0 */
  balance: CoinAmount;
  totalEarned: CoinAmount;
  totalSpent: CoinAmount;
  /** mining since this instant is not credited yet: the live figure is balance + rate x (now - this) */
  lastMiningUpdate: string;
  /** coins per hour */
  miningRatePerHour: number;
  /** the next pack bought gets the first-purchase bonus */
  firstPurchaseBonusAvailable: boolean;
  /** the server's clock when it answered, so the client ticks from the server's time */
  serverTime: string;
}

export interface CoinSyncResult {
  /** coins credited by this sync; "0.0000" when another sync of the same user was running */
  credited: CoinAmount;
  account: CoinAccountView;
}

export interface CoinTransactionView {
  id: string;
  type: CoinTransactionType;
  /** signed: + credit, - debit */
  amount: CoinAmount;
  /** the English text written with the row; kept for callers built before `values` (clients word a line from `type` and `values`) */
  description: string;
  orderId: string | null;
  referralUserId: string | null;
  createdAt: string;
  /** a mining row grows in place during its day: its latest change */
  updatedAt: string;
  /** what the line is worded with in the client's language (its kind is `type`) */
  values: CoinHistoryValues;
}
/** The facts of one coin history line; each type fills the ones it names. */
export interface CoinHistoryValues {
  /** usage, refund, first_purchase_bonus, referral_bonus: the order's short number, e.g. 1A2B3C4D (shown as #1A2B3C4D) */
  orderNumber?: string;
  /** mining: the hours of mining the row's coins stand for (5 coins an hour), at most 2 decimals */
  hours?: number;
  /** purchase: the coins received */
  coins?: CoinAmount;
  /** purchase: what the pack cost, integer paisa */
  pricePaisa?: number;
  /** purchase: it was the first pack, with the first-purchase bonus */
  firstPurchase?: boolean;
}
export interface ListCoinTransactionsQuery {
  /** opaque keyset cursor from the previous page */
  cursor?: string;
  /** page size, 1..100, default 20 */
  limit?: number;
}
export interface CoinTransactionPage {
  items: CoinTransactionView[];
  nextCursor: string | null;
}

// ---------- packs ----------

export const COIN_PACK_IDS = ['starter', 'popular', 'value', 'premium'] as const;
export type CoinPackId = (typeof COIN_PACK_IDS)[number];
export interface CoinPack {
  id: CoinPackId;
  name: string;
  /** integer paisa */
  pricePaisa: number;
  /** coins without the first-purchase bonus */
  coins: number;
  /** the spec's bonus label, e.g. "10%"; null for Starter */
  bonusLabel: string | null;
}
/** The spec's table (PKR to coins). */
export const COIN_PACKS: readonly CoinPack[] = [
  { id: 'starter', name: 'Starter', pricePaisa: 25_000, coins: 500, bonusLabel: null },
  { id: 'popular', name: 'Popular', pricePaisa: 100_000, coins: 2_200, bonusLabel: '10%' },
  { id: 'value', name: 'Value', pricePaisa: 500_000, coins: 12_000, bonusLabel: '20%' },
  { id: 'premium', name: 'Premium', pricePaisa: 1_000_000, coins: 30_000, bonusLabel: '50%' },
];
/** The first pack ever: 2 more coins for every rupee paid (the offer's title says so). */
export const FIRST_PURCHASE_BONUS_COINS_PER_RUPEE = 2;

export interface CoinPacksView {
  packs: CoinPack[];
  firstPurchaseBonusAvailable: boolean;
}
export interface PurchaseCoinPack {
  packId: CoinPackId;
  /** the client's key for this purchase (1..100 of [A-Za-z0-9_-]); the same key again charges once */
  idempotencyKey: string;
}
export const COIN_PURCHASE_STATUSES = ['pending', 'completed', 'failed'] as const;
export type CoinPurchaseStatus = (typeof COIN_PURCHASE_STATUSES)[number];
export interface CoinPurchaseView {
  id: string;
  packId: CoinPackId;
  /** integer paisa paid from the wallet */
  pricePaisa: number;
  /** coins credited, bonus included; "0.0000" until completed */
  coinsReceived: CoinAmount;
  isFirstPurchase: boolean;
  status: CoinPurchaseStatus;
  createdAt: string;
  /** the coin balance right after the purchase */
  balance: CoinAmount;
}

// ---------- referrals ----------

export interface ReferralView {
  /** short, unique, readable (no 0/O, 1/I/L) */
  code: string;
  /** users who signed up with this code */
  referredCount: number;
}
export interface ReferralCodeRef {
  code: string;
}
export interface ReferralCodeOwner {
  userId: string;
  code: string;
}

// ---------- spending at checkout (orders) ----------

export interface SpendCoins {
  userId: string;
  orderId: string;
  /** above 0, at most 4 decimals */
  amount: CoinAmount;
}
export interface RefundCoins {
  userId: string;
  orderId: string;
}
export interface CoinOrderMovement {
  orderId: string;
  /** what this order spent (spend) or got back (refund); "0.0000" for a refund of an order that spent nothing */
  amount: CoinAmount;
  balance: CoinAmount;
  /** false when the order had been handled before: nothing moved this time */
  applied: boolean;
}

/** coins-service's request-reply subjects (`coins.<verb>`) and their contracts. */
export interface CoinsCommands {
  'coins.health': Command<NoData, ServiceHealth>;
  /** staff: how many discount_coins rows exist */
  'coins.countAccounts': Command<NoData, { total: number }>;
  // reseller (the caller's own)
  'coins.getAccount': Command<NoData, CoinAccountView>;
  /** credits the mining accrued since lastMiningUpdate */
  'coins.sync': Command<NoData, CoinSyncResult>;
  /** newest first */
  'coins.listTransactions': Command<ListCoinTransactionsQuery, CoinTransactionPage>;
  'coins.listPacks': Command<NoData, CoinPacksView>;
  /** paid from the wallet (wallet-payments.payCoinPack, key `coin-pack:<purchaseId>`); INSUFFICIENT_FUNDS when it cannot pay */
  'coins.purchasePack': Command<PurchaseCoinPack, CoinPurchaseView>;
  'coins.getReferral': Command<NoData, ReferralView>;
  /** public (the signup page's banner): the code as stored, never its owner; NOT_FOUND for an unknown code */
  'coins.checkReferralCode': Command<ReferralCodeRef, ReferralCodeRef>;
  // other services
  /** identity at signup: whose code is this (NOT_FOUND for an unknown code) */
  'coins.lookupReferralCode': Command<ReferralCodeRef, ReferralCodeOwner>;
  /** orders at checkout: idempotent by orderId; INSUFFICIENT_COINS when the balance cannot cover it */
  'coins.spend': Command<SpendCoins, CoinOrderMovement>;
  /** orders on cancellation: gives back exactly what the order spent, once */
  'coins.refund': Command<RefundCoins, CoinOrderMovement>;
  /** orders pricing a cart: the user's current balance (after mining is synced is not needed: mining only adds) */
  'coins.balanceOf': Command<{ userId: string }, { userId: string; balance: CoinAmount }>;
  /** admin (resellers page): balances of the given users, at most 100 ids; unknown users are left out */
  'coins.balancesOf': Command<{ userIds: string[] }, Array<{ userId: string; balance: CoinAmount }>>;
}

/** Who may send each subject (NATS refuses everyone else). */
export const COINS_CALLERS = {
  'coins.health': ['gateway'],
  'coins.countAccounts': ['gateway'],
  'coins.getAccount': ['gateway'],
  'coins.sync': ['gateway'],
  'coins.listTransactions': ['gateway'],
  'coins.listPacks': ['gateway'],
  'coins.purchasePack': ['gateway'],
  'coins.getReferral': ['gateway'],
  'coins.checkReferralCode': ['gateway'],
  'coins.lookupReferralCode': ['identity'],
  'coins.spend': ['orders'],
  'coins.refund': ['orders'],
  'coins.balanceOf': ['orders'],
  'coins.balancesOf': ['gateway'],
} as const satisfies CallersOf<CoinsCommands>;

export const CoinsSubjects = subjectsOf<CoinsCommands, 'coins'>('coins', COINS_CALLERS);

// ---------- events ----------

export interface CoinPackPurchasedV1 {
  purchaseId: string;
  userId: string;
  packId: CoinPackId;
  /** integer paisa */
  pricePaisa: number;
  coinsReceived: CoinAmount;
  isFirstPurchase: boolean;
  walletTransactionId: string;
  purchasedAt: string;
}

/** The events of coins-service (stream COINS, `coins.<entity>.<event>.v<N>`) and their payloads. */
export interface CoinsEventMap {
  'coins.pack.purchased.v1': CoinPackPurchasedV1;
}
export const CoinsEvents = {
  packPurchasedV1: 'coins.pack.purchased.v1',
} as const satisfies Record<string, keyof CoinsEventMap>;
/** Which services consume each event (one durable consumer each). */
export const COINS_EVENT_CONSUMERS = {
  'coins.pack.purchased.v1': [],
} as const satisfies ConsumersOf<CoinsEventMap>;
