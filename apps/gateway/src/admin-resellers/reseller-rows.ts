import type { AdminResellerRow, CoinAmount, Profile, ResellerFigureSource, ResellerOrderStats } from '@resellpk/contracts';

/** What each figure service answered for the page's ids; null when it did not answer. */
export interface ResellerFigures {
  orders: ResellerOrderStats[] | null;
  wallet: Array<{ userId: string; balancePaisa: number }> | null;
  coins: Array<{ userId: string; balance: CoinAmount }> | null;
}

const byUser = <T extends { userId: string }>(rows: T[] | null) => (rows ? new Map(rows.map((r) => [r.userId, r])) : null);

/**
 * One row per reseller, in identity's order. A service that answered leaves out users it has
 * nothing for (no orders yet, no wallet, no coin account): their figure is zero. A service that
 * did not answer leaves the figure null, and `unavailable` names it, so the page shows what came.
 */
export function mergeResellerRows(profiles: Profile[], figures: ResellerFigures): { items: AdminResellerRow[]; unavailable: ResellerFigureSource[] } {
  const orders = byUser(figures.orders);
  const wallet = byUser(figures.wallet);
  const coins = byUser(figures.coins);
  const items = profiles.map((p): AdminResellerRow => {
    const stats = orders?.get(p.id);
    return {
      id: p.id,
      name: p.name,
      email: p.email,
      phone: p.phone,
      businessName: p.businessName,
      plan: p.plan,
      planExpiresAt: p.planExpiresAt,
      joinedAt: p.createdAt,
      ordersCount: orders ? (stats?.ordersCount ?? 0) : null,
      deliveredCount: orders ? (stats?.deliveredCount ?? 0) : null,
      deliveredValuePaisa: orders ? (stats?.deliveredValuePaisa ?? 0) : null,
      profitPaidPaisa: orders ? (stats?.profitPaidPaisa ?? 0) : null,
      walletBalancePaisa: wallet ? (wallet.get(p.id)?.balancePaisa ?? 0) : null,
      coinBalance: coins ? (coins.get(p.id)?.balance ?? '0.0000') : null,
    };
  });
  const unavailable: ResellerFigureSource[] = [];
  if (!orders) unavailable.push('orders');
  if (!wallet) unavailable.push('wallet');
  if (!coins) unavailable.push('coins');
  return { items, unavailable };
}
