/** Published support channels, used by /contact, /faq, /terms and /privacy. */
export const SUPPORT_EMAIL = 'support@resellpk.pk';
export const SUPPORT_WHATSAPP = '+92 300 0000000';
export const SUPPORT_WHATSAPP_LINK = `https://wa.me/${SUPPORT_WHATSAPP.replace(/\D/g, '')}`;
