import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { formatPKR } from './money';

/** Rs. 500, the smallest withdrawal (PRODUCT.md "Wallet, top-ups and payment chats"), in paisa. */
export const MIN_WITHDRAWAL_PAISA = 500_00;
/** The largest single withdrawal request (the same cap as a top-up request). */
export const MAX_WITHDRAWAL_PAISA = 1_000_000_00;
/** How many payout accounts one reseller may keep. */
export const MAX_PAYOUT_ACCOUNTS = 10;

export const PAYOUT_MSG = {
  kindRequired: 'Please choose Easypaisa, JazzCash or Bank account.',
  holderRequired: "Please enter the account holder's name.",
  titleRequired: 'Please enter the account title.',
  nameTooLong: 'The name may be at most 100 characters.',
  mobileRequired: 'Please enter the mobile account number.',
  mobileInvalid: 'Enter a Pakistani mobile number, e.g. 0300 1234567.',
  bankNameRequired: 'Please enter the bank name.',
  bankNameTooLong: 'The bank name may be at most 100 characters.',
  ibanRequired: 'Please enter the IBAN.',
  ibanFormat: 'A Pakistani IBAN is PK, 2 check digits, a 4-letter bank code and 16 digits (24 characters).',
  ibanChecksum: 'This IBAN is not valid: please check it for a typo.',
  tooManyAccounts: 'You can save at most 10 payout accounts. Delete one to add another.',
  accountNotFound: 'Payout account not found.',
  chooseAccount: 'Please choose a payout account.',
  amountInvalid: 'Please enter a valid amount.',
  minimum: 'The minimum withdrawal is Rs. 500.',
  maximum: 'A withdrawal may be at most Rs. 1,000,000.',
  insufficient: (balancePaisa: number) => `Insufficient wallet balance. You can withdraw at most ${formatPKR(balancePaisa)}.`,
  insufficientFunds: 'Insufficient wallet balance for this withdrawal.',
  badKey: 'A withdrawal needs an idempotency key of 1 to 100 letters, digits, - or _.',
  keyReused: 'This idempotency key was already used for a different withdrawal.',
  withdrawalNotFound: 'Withdrawal not found.',
  alreadyPaid: 'This withdrawal has already been marked paid.',
  alreadyRejected: 'This withdrawal has already been rejected.',
  referenceRequired: 'Please enter the transfer reference.',
  referenceTooLong: 'The transfer reference may be at most 100 characters.',
  reasonRequired: 'Please enter the reason for the rejection.',
  reasonTooLong: 'The reason may be at most 500 characters.',
} as const;

export type PayoutKind = 'easypaisa' | 'jazzcash' | 'bank';
export const PAYOUT_KIND_LABEL: Record<PayoutKind, string> = { easypaisa: 'Easypaisa', jazzcash: 'JazzCash', bank: 'Bank' };

/** A Pakistani mobile number (03xx..., 3xx..., +92 3xx..., 0092...) in E.164 (+923001234567), or null when it is not one. */
export function normalizePkMobile(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim().replace(/^00/, '+');
  if (!raw || raw.length > 20) return null;
  const phone = parsePhoneNumberFromString(raw, 'PK');
  // mobile numbers in Pakistan are 3xx followed by 7 digits; landlines would not receive a wallet transfer
  if (!phone || phone.country !== 'PK' || !phone.isValid() || !/^3\d{9}$/.test(phone.nationalNumber)) return null;
  return phone.number;
}

/** The IBAN as typed (spaces, dashes, lower case), compacted: `PK36SCBL0000001123456702`. */
export const compactIban = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** ISO 13616 / ISO 7064 mod 97-10: move the first 4 characters to the end, letters to 10..35, the number mod 97 must be 1. */
export function ibanChecksumOk(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** null when it is a valid Pakistani IBAN (PK + 2 check digits + 4-letter bank code + 16 digits, mod 97), else why not. */
export function pkIbanError(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return PAYOUT_MSG.ibanRequired;
  const iban = compactIban(value);
  if (!/^PK\d{2}[A-Z]{4}\d{16}$/.test(iban)) return PAYOUT_MSG.ibanFormat;
  return ibanChecksumOk(iban) ? null : PAYOUT_MSG.ibanChecksum;
}

/** `PK36 SCBL 0000 0011 2345 6702`: groups of 4 to read. */
export const formatIban = (iban: string) => compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

export interface PayoutAccountFields {
  kind?: unknown;
  accountHolder?: unknown;
  mobileNumber?: unknown;
  bankName?: unknown;
  iban?: unknown;
}
export interface CleanPayoutAccount {
  kind: PayoutKind;
  accountHolder: string;
  mobileNumber: string | null;
  bankName: string | null;
  iban: string | null;
}

/** Checks every field of a new payout account (the form and the server run the same rules): the clean account, or each field's message. */
export function validatePayoutAccount(input: PayoutAccountFields): { account: CleanPayoutAccount } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const kind = input?.kind;
  if (kind !== 'easypaisa' && kind !== 'jazzcash' && kind !== 'bank') return { errors: { kind: PAYOUT_MSG.kindRequired } };
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : '');
  const holder = text(input.accountHolder);
  if (!holder) errors.accountHolder = kind === 'bank' ? PAYOUT_MSG.titleRequired : PAYOUT_MSG.holderRequired;
  else if (holder.length > 100) errors.accountHolder = PAYOUT_MSG.nameTooLong;
  if (kind === 'bank') {
    const bankName = text(input.bankName);
    if (!bankName) errors.bankName = PAYOUT_MSG.bankNameRequired;
    else if (bankName.length > 100) errors.bankName = PAYOUT_MSG.bankNameTooLong;
    const ibanError = pkIbanError(input.iban);
    if (ibanError) errors.iban = ibanError;
    if (Object.keys(errors).length) return { errors };
    return { account: { kind, accountHolder: holder, mobileNumber: null, bankName, iban: compactIban(input.iban as string) } };
  }
  const rawMobile = text(input.mobileNumber);
  const mobile = normalizePkMobile(rawMobile);
  if (!rawMobile) errors.mobileNumber = PAYOUT_MSG.mobileRequired;
  else if (!mobile) errors.mobileNumber = PAYOUT_MSG.mobileInvalid;
  if (Object.keys(errors).length || !mobile) return { errors };
  return { account: { kind, accountHolder: holder, mobileNumber: mobile, bankName: null, iban: null } };
}

/** null when `amountPaisa` may be withdrawn (integer paisa, Rs. 500 up to the cap), else why not. */
export function withdrawalAmountError(amountPaisa: unknown): string | null {
  if (typeof amountPaisa !== 'number' || !Number.isSafeInteger(amountPaisa) || amountPaisa <= 0) return PAYOUT_MSG.amountInvalid;
  if (amountPaisa < MIN_WITHDRAWAL_PAISA) return PAYOUT_MSG.minimum;
  if (amountPaisa > MAX_WITHDRAWAL_PAISA) return PAYOUT_MSG.maximum;
  return null;
}

/** The last 4 characters of an account number (IBAN or mobile number), spaces ignored: what a masked form shows. */
export function accountLast4(accountNumber: string | null | undefined): string {
  return (accountNumber ?? '').replace(/[\s-]+/g, '').slice(-4);
}

/**
 * An account number as everyone but its owner and the payout screen sees it: `•••• 4567`. Ledger
 * descriptions, events, the audit log, chat messages and notifications carry only this form.
 */
export function maskAccountNumber(accountNumber: string | null | undefined): string {
  const last4 = accountLast4(accountNumber);
  return last4 ? `•••• ${last4}` : '••••';
}

// A Pakistani IBAN (compact or in groups of 4) and a Pakistani mobile number (+92 3xx..., 03xx...).
const ACCOUNT_NUMBERS_IN_TEXT = /\bPK\d{2}(?:[ -]?[A-Z0-9]{4}){5}\b|(?:\+|\b00)92[ -]?3\d{2}[ -]?\d{7}\b|\b03\d{2}[ -]?\d{7}\b/gi;

/** Masks every IBAN and mobile number inside a text (labels written before numbers were masked). */
export function maskAccountNumbersIn(text: string): string {
  return text.replace(ACCOUNT_NUMBERS_IN_TEXT, (number) => maskAccountNumber(number));
}

/** One line naming where the money goes, number masked: `Easypaisa •••• 4567 (Ali Khan)`, `Meezan Bank •••• 6702 (Ali Khan)`. */
export function payoutLabel(a: { kind: PayoutKind; accountHolder: string; mobileNumber: string | null; bankName: string | null; iban: string | null }): string {
  if (a.kind === 'bank') return `${a.bankName ?? 'Bank'} ${maskAccountNumber(a.iban)} (${a.accountHolder})`.replace(/\s+/g, ' ');
  return `${PAYOUT_KIND_LABEL[a.kind]} ${maskAccountNumber(a.mobileNumber)} (${a.accountHolder})`;
}
