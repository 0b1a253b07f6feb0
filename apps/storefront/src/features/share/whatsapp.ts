import { formatPKR, type Paisa } from '@resellpk/domain';

/**
 * The WhatsApp message a reseller sends a customer: product name, their selling price (the unit price
 * for their plan plus their own margin) and the product link. Opened with `https://wa.me/?text=`.
 */
export function whatsappShareUrl(input: { name: string; unitPricePaisa: Paisa; marginPaisa: Paisa; url: string }): string {
  const margin = Math.max(0, Math.round(input.marginPaisa) || 0);
  const text = `${input.name}\nPrice: ${formatPKR(input.unitPricePaisa + margin)}\n${input.url}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export const MAX_MARGIN_RUPEES = 1_000_000;

/** Whole rupees from the margin box: empty, negative or junk is 0; capped at Rs. 1,000,000. */
export function parseMarginRupees(text: string): number {
  const value = Math.floor(Number(text));
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, MAX_MARGIN_RUPEES);
}

/**
 * The message a reseller sends their customer once the parcel is on its way: the order number,
 * courier, tracking id and link, addressed to the customer's WhatsApp (a Pakistani mobile,
 * stored as +923XXXXXXXXX; another form opens WhatsApp's contact picker instead).
 */
export function whatsappTrackingUrl(input: {
  customerName: string;
  customerPhone: string;
  orderNumber: string;
  courier: string | null;
  trackingId: string | null;
  trackingLink: string;
}): string {
  const lines = [
    `Assalam o Alaikum ${input.customerName}, your order #${input.orderNumber} is on its way.`,
    input.courier ? `Courier: ${input.courier}` : null,
    input.trackingId ? `Tracking ID: ${input.trackingId}` : null,
    `Track your parcel: ${input.trackingLink}`,
  ].filter(Boolean);
  const phone = /^\+923\d{9}$/.test(input.customerPhone) ? input.customerPhone.slice(1) : '';
  return `https://wa.me/${phone}?text=${encodeURIComponent(lines.join('\n'))}`;
}
