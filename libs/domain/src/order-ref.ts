/**
 * How an order is named to people: `#` and the last 8 characters of its id in upper case (the
 * spec's order cards), the same on the cards, in ledgers and in notifications.
 */
export function shortOrderId(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

/** `#1A2B3C4D` */
export const orderLabel = (orderId: string) => `#${shortOrderId(orderId)}`;

/** The wallet row of an order's profit (its reference code is `shortOrderId`): `Profit from order #1A2B3C4D`. */
export const orderProfitDescription = (orderId: string) => `Profit from order ${orderLabel(orderId)}`;
