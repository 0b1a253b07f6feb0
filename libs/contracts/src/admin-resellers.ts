import type { CoinAmount } from './coins';
import type { PlanCode } from './roles';

/**
 * GET /api/v1/admin/resellers: the gateway's merge of identity.listResellers with the figures of
 * orders (resellerStats), wallet-payments (balancesOf) and coins (balancesOf) for the page's ids.
 * An HTTP answer, not a bus command: no service owns the whole row.
 */

/** The services whose figures a row carries; listed in `unavailable` when one did not answer. */
export const RESELLER_FIGURE_SOURCES = ['orders', 'wallet', 'coins'] as const;
export type ResellerFigureSource = (typeof RESELLER_FIGURE_SOURCES)[number];

export interface AdminResellerRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  businessName: string | null;
  plan: PlanCode;
  planExpiresAt: string | null;
  /** when the account was created */
  joinedAt: string;
  /** null: orders did not answer */
  ordersCount: number | null;
  deliveredCount: number | null;
  /** integer paisa; null: orders did not answer */
  deliveredValuePaisa: number | null;
  /** integer paisa; null: orders did not answer */
  profitPaidPaisa: number | null;
  /** integer paisa; null: wallet-payments did not answer */
  walletBalancePaisa: number | null;
  /** exact decimal string; null: coins did not answer */
  coinBalance: CoinAmount | null;
}

export interface AdminResellerPage {
  items: AdminResellerRow[];
  total: number;
  page: number;
  pageSize: number;
  /** the figures missing from every row because their service did not answer in time */
  unavailable: ResellerFigureSource[];
}
