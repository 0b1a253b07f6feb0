/**
 * How an order is named to people: the last 8 characters of its id in upper case (the spec's order
 * cards). The one rule for every place that shows one: the checkout toast, the cards and the order
 * page, the admin's orders, ledgers and notifications, so a number read in one is found in another.
 */
export function orderNumber(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

/** `#1A2B3C4D` */
export const orderLabel = (orderId: string) => `#${orderNumber(orderId)}`;

/** The wallet row of an order's profit (its reference code is `orderNumber`): `Profit from order #1A2B3C4D`. */
export const orderProfitDescription = (orderId: string) => `Profit from order ${orderLabel(orderId)}`;
