/** Published support channels, used by /contact, /faq, /terms and /privacy. */
export const SUPPORT_EMAIL = 'support@resellpk.pk';
/** As a phone number is written on screen (PRODUCT.md "Times, money and names on screen"). */
export const SUPPORT_WHATSAPP = '0300-0000000';
/** The same number for wa.me links: country code and digits. */
export const SUPPORT_WHATSAPP_DIGITS = '923000000000';
export const SUPPORT_WHATSAPP_LINK = `https://wa.me/${SUPPORT_WHATSAPP_DIGITS}`;
