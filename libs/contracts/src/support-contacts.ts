/** What an admin submits for the published support channels (validated by validateSupportContacts). */
export interface SupportContactsInput {
  /** a Pakistani mobile; stored and answered as +923XXXXXXXXX */
  whatsapp: string;
  email: string;
  /** office hours as shown on /contact, in English and in Urdu */
  hoursEn: string;
  hoursUr: string;
}

/**
 * The support channels /contact, /faq, the legal pages and the Elite WhatsApp link show. Staff set
 * them in the admin (`/admin/settings`); until then there are none (production has no defaults).
 */
export interface SupportContacts extends SupportContactsInput {
  /** ISO time of the last change */
  updatedAt: string;
}
