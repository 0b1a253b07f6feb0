import type { PaymentMethodType } from '@resellpk/contracts';

export interface DemoAccount {
  method: Exclude<PaymentMethodType, 'others'>;
  walletTitle: string;
  walletAddress: string;
  instructions: string;
}

/**
 * Made-up receiving accounts (the numbers follow the real formats: 03xx mobile accounts, a
 * 24-character PK IBAN). `others` deliberately has none, so the add-funds page shows
 * "Currently unavailable" for it.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    method: 'easypaisa',
    walletTitle: 'ResellPK Payments (Muhammad Usman)',
    walletAddress: '03451234567',
    instructions: 'Send the exact amount from your Easypaisa app to this number, then upload the screenshot of the confirmation SMS or receipt here.',
  },
  {
    method: 'jazzcash',
    walletTitle: 'ResellPK Payments (Ayesha Khan)',
    walletAddress: '03001234567',
    instructions: 'Use JazzCash "Send Money" to this mobile account. Write your reference code in the note, then tap I Have Paid.',
  },
  {
    method: 'bank_transfer',
    walletTitle: 'ResellPK (Private) Limited - Meezan Bank',
    walletAddress: 'PK36MEZN0001020104567890',
    instructions: 'Transfer by IBFT or Raast from any bank. Put your reference code in the purpose or remarks field. Transfers after 5 pm may be credited the next working day.',
  },
];
