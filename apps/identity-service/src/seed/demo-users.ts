import type { PlanCode, Role, SupportContactsInput } from '@resellpk/contracts';

export const DEMO_PASSWORD = 'Demo@12345';

export interface DemoUser {
  email: string;
  name: string;
  role: Role;
  plan: PlanCode;
  /** months of plan left, counted from each seeding run */
  planMonths?: number;
  phone: string | null;
}

/** The demo logins listed in the README. */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@demo.pk', name: 'Ayesha Admin', role: 'admin', plan: 'free', phone: null },
  { email: 'helper@demo.pk', name: 'Hamza Helper', role: 'topup_helper', plan: 'free', phone: null },
  { email: 'free@demo.pk', name: 'Farhan Free', role: 'reseller', plan: 'free', phone: '03001234567' },
  { email: 'premium@demo.pk', name: 'Sana Premium', role: 'reseller', plan: 'premium', planMonths: 12, phone: '03121234567' },
];

/**
 * The demo's support channels (production has none until an admin sets them in /admin/settings).
 * The demo number is a made-up mobile, like the demo resellers'.
 */
export const DEMO_SUPPORT_CONTACTS: SupportContactsInput = {
  whatsapp: '+923001110000',
  email: 'support@resellpk.pk',
  hoursEn: 'Monday to Saturday, 10:00 AM to 7:00 PM (PKT)',
  hoursUr: 'پیر تا ہفتہ، صبح 10:00 سے شام 7:00 بجے تک (PKT)',
};
