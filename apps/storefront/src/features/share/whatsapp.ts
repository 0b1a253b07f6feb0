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
