import type { PlanCode, Role } from '@resellpk/contracts';

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
