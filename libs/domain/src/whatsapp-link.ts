/**
 * The wa.me chat link of a stored number (+923001234567 -> https://wa.me/923001234567), with a
 * prefilled message when given. A module of its own: the plans load it without libphonenumber-js.
 */
export function whatsAppChatLink(stored: string, text?: string): string {
  const base = `https://wa.me/${stored.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
