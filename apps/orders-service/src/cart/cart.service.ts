import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail } from '@resellpk/backend-messaging';
import { DATA_SOURCE, StaffAccess } from '@resellpk/backend-service';
import { returningRows } from '@resellpk/backend-persistence';
import type { CartLineInput, GiftChoice, RequestContext, SavedCart } from '@resellpk/contracts';
import { ORDER_MSG, validateSavedCart } from '@resellpk/domain';

interface CartRow {
  items: CartLineInput[];
  gifts: GiftChoice[];
  version: number;
  updated_at: Date;
}

const COLUMNS = 'items, gifts, version, updated_at';
const NEVER_SAVED: SavedCart = { items: [], gifts: [], version: 0, updatedAt: null };
const MAX_VERSION = 2_147_483_647;

/**
 * A signed-in reseller's cart, kept here so it follows them to every device (PRODUCT.md "Pricing
 * and the cart"). It holds only what the reseller chose; a quote prices it and checkout re-prices
 * it. Saves replace the whole cart under optimistic concurrency: a save names the version it
 * replaces, and a stale one is refused (CONFLICT), so a second device with an older copy cannot
 * silently wipe what the first added; the client reads, merges its change in and saves again.
 */
@Injectable()
export class CartService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly staff: StaffAccess,
  ) {}

  async get(ctx: RequestContext): Promise<SavedCart> {
    const userId = await this.staff.requireReseller(ctx, ORDER_MSG.staffHaveNoCart);
    const [row] = await returningRows<CartRow>(this.db, `SELECT ${COLUMNS} FROM carts WHERE user_id = $1`, [userId]);
    return row ? toSavedCart(row) : NEVER_SAVED;
  }

  async save(req: unknown, ctx: RequestContext): Promise<SavedCart> {
    const userId = await this.staff.requireReseller(ctx, ORDER_MSG.staffHaveNoCart);
    const checked = validateSavedCart(req);
    if (!checked.ok) fail('VALIDATION', checked.message, checked.field);
    const version = (req as { version?: unknown } | null)?.version;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 0 || version >= MAX_VERSION) {
      fail('VALIDATION', ORDER_MSG.badCartVersion, 'version');
    }
    // only the choices, in the order they were added (applyCoins only where asked for)
    const items = JSON.stringify(
      checked.value.items.map(({ productId, quantity, profitAmountPaisa, applyCoins }) => ({ productId, quantity, profitAmountPaisa, ...(applyCoins ? { applyCoins: true } : {}) })),
    );
    const gifts = JSON.stringify(checked.value.gifts ?? []);
    const [row] =
      version === 0
        ? await returningRows<CartRow>(
            this.db,
            `INSERT INTO carts (user_id, items, gifts, version) VALUES ($1, $2::jsonb, $3::jsonb, 1) ON CONFLICT (user_id) DO NOTHING RETURNING ${COLUMNS}`,
            [userId, items, gifts],
          )
        : await returningRows<CartRow>(
            this.db,
            `UPDATE carts SET items = $2::jsonb, gifts = $3::jsonb, version = version + 1, updated_at = clock_timestamp()
              WHERE user_id = $1 AND version = $4 RETURNING ${COLUMNS}`,
            [userId, items, gifts, version],
          );
    if (!row) fail('CONFLICT', ORDER_MSG.cartChanged, 'version');
    return toSavedCart(row);
  }
}

function toSavedCart(row: CartRow): SavedCart {
  return { items: row.items, gifts: row.gifts, version: row.version, updatedAt: new Date(row.updated_at).toISOString() };
}
