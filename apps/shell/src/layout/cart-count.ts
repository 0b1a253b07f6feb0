/** localStorage key of the browser cart (PRODUCT.md: the cart lives in the browser). */
export const CART_KEY = 'cart';
/** Window event the storefront fires after changing the cart in this tab (`storage` covers other tabs). */
export const CART_CHANGED_EVENT = 'cart:changed';

/**
 * Sum of quantities in the stored cart. Tolerates a missing, corrupt or older-format value
 * (a bad value must not break the top bar): counts only positive whole quantities.
 */
export function cartQuantity(raw: string | null): number {
  if (!raw) return 0;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 0;
  }
  const items = Array.isArray(parsed) ? parsed : parsed && typeof parsed === 'object' && Array.isArray((parsed as { items?: unknown }).items) ? (parsed as { items: unknown[] }).items : [];
  let total = 0;
  for (const item of items) {
    const q = item && typeof item === 'object' ? Number((item as { quantity?: unknown }).quantity) : NaN;
    if (Number.isInteger(q) && q > 0) total += q;
  }
  return total;
}
