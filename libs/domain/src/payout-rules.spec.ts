import fc from 'fast-check';
import {
  compactIban,
  formatIban,
  ibanChecksumOk,
  maskAccountNumber,
  maskAccountNumbersIn,
  normalizePkMobile,
  PAYOUT_MSG,
  payoutLabel,
  pkIbanError,
  validatePayoutAccount,
  withdrawalAmountError,
} from './payout-rules';

/** The check digits that make `PK??<bank><16 digits>` valid (ISO 7064: 98 - (number with 00 mod 97)). */
function withCheckDigits(bank: string, account: string): string {
  const body = `${bank}${account}PK00`;
  let rest = 0;
  for (const ch of body) for (const d of /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55)) rest = (rest * 10 + Number(d)) % 97;
  return `PK${String(98 - rest).padStart(2, '0')}${bank}${account}`;
}

describe('payout rules', () => {
  it('accepts the published example IBAN of Pakistan and rejects a one-character typo', () => {
    expect(pkIbanError('PK36SCBL0000001123456702')).toBeNull();
    expect(pkIbanError('pk36 scbl 0000 0011 2345 6702')).toBeNull();
    expect(pkIbanError('PK36SCBL0000001123456703')).toBe(PAYOUT_MSG.ibanChecksum);
    expect(pkIbanError('PK36SCBL000000112345670')).toBe(PAYOUT_MSG.ibanFormat);
    expect(pkIbanError('GB82WEST12345698765432')).toBe(PAYOUT_MSG.ibanFormat);
    expect(pkIbanError('PK3612340000001123456702')).toBe(PAYOUT_MSG.ibanFormat);
    expect(pkIbanError('  ')).toBe(PAYOUT_MSG.ibanRequired);
    expect(pkIbanError(42)).toBe(PAYOUT_MSG.ibanRequired);
    expect(formatIban('PK36SCBL0000001123456702')).toBe('PK36 SCBL 0000 0011 2345 6702');
    // mod 97 also holds for other countries' IBANs (the check itself is not Pakistan-specific)
    expect(ibanChecksumOk('GB82WEST12345698765432')).toBe(true);
  });

  it('any bank code and account with correct check digits passes; changing one digit always fails (mod 97 catches every single substitution)', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const digit = fc.constantFrom(...'0123456789');
    fc.assert(
      fc.property(fc.array(letter, { minLength: 4, maxLength: 4 }), fc.array(digit, { minLength: 16, maxLength: 16 }), fc.nat(15), fc.integer({ min: 1, max: 9 }), (bank, acct, pos, delta) => {
        const iban = withCheckDigits(bank.join(''), acct.join(''));
        expect(pkIbanError(iban)).toBeNull();
        const digits = [...acct];
        digits[pos] = String((Number(digits[pos]) + delta) % 10);
        expect(pkIbanError(`${iban.slice(0, 8)}${digits.join('')}`)).toBe(PAYOUT_MSG.ibanChecksum);
      }),
      { numRuns: 300 },
    );
  });

  it('normalises Pakistani mobile numbers to E.164 and refuses landlines and foreign numbers', () => {
    for (const v of ['03001234567', '0300-1234567', '0300 1234567', '+92 300 1234567', '00923001234567', '3001234567']) expect(normalizePkMobile(v)).toBe('+923001234567');
    expect(normalizePkMobile('03451234567')).toBe('+923451234567');
    expect(normalizePkMobile('0421234567')).toBeNull(); // Lahore landline
    expect(normalizePkMobile('+447911123456')).toBeNull();
    expect(normalizePkMobile('0300123456')).toBeNull();
    expect(normalizePkMobile('')).toBeNull();
    expect(normalizePkMobile(undefined)).toBeNull();
  });

  it('validates each field of a payout account with its own message', () => {
    expect(validatePayoutAccount({ kind: 'easypaisa', accountHolder: '  Ali   Khan ', mobileNumber: '0300 1234567' })).toEqual({
      account: { kind: 'easypaisa', accountHolder: 'Ali Khan', mobileNumber: '+923001234567', bankName: null, iban: null },
    });
    expect(validatePayoutAccount({ kind: 'jazzcash', accountHolder: '', mobileNumber: '042' })).toEqual({
      errors: { accountHolder: PAYOUT_MSG.holderRequired, mobileNumber: PAYOUT_MSG.mobileInvalid },
    });
    expect(validatePayoutAccount({ kind: 'bank', accountHolder: 'Ali Khan', bankName: 'Standard Chartered', iban: 'pk36 scbl 0000 0011 2345 6702' })).toEqual({
      account: { kind: 'bank', accountHolder: 'Ali Khan', mobileNumber: null, bankName: 'Standard Chartered', iban: 'PK36SCBL0000001123456702' },
    });
    expect(validatePayoutAccount({ kind: 'bank', accountHolder: ' ', bankName: '', iban: 'PK00' })).toEqual({
      errors: { accountHolder: PAYOUT_MSG.titleRequired, bankName: PAYOUT_MSG.bankNameRequired, iban: PAYOUT_MSG.ibanFormat },
    });
    expect(validatePayoutAccount({ kind: 'paypal' })).toEqual({ errors: { kind: PAYOUT_MSG.kindRequired } });
    expect(compactIban(' pk36-scbl ')).toBe('PK36SCBL');
  });

  it('a withdrawal is integer paisa from Rs. 500 to Rs. 1,000,000', () => {
    expect(withdrawalAmountError(500_00)).toBeNull();
    expect(withdrawalAmountError(499_99)).toBe('The minimum withdrawal is Rs. 500.');
    expect(withdrawalAmountError(500_00.5)).toBe(PAYOUT_MSG.amountInvalid);
    expect(withdrawalAmountError('50000')).toBe(PAYOUT_MSG.amountInvalid);
    expect(withdrawalAmountError(1_000_000_01)).toBe(PAYOUT_MSG.maximum);
  });
});

describe('masked account numbers (everywhere but the owner and the payout screen)', () => {
  it('shows the last 4 only', () => {
    expect(maskAccountNumber('PK36SCBL0000001123456702')).toBe('•••• 6702');
    expect(maskAccountNumber('PK36 SCBL 0000 0011 2345 6702')).toBe('•••• 6702');
    expect(maskAccountNumber('+923001234567')).toBe('•••• 4567');
    expect(maskAccountNumber(null)).toBe('••••');
  });

  it('labels a payout without its number', () => {
    const wallet = { kind: 'easypaisa' as const, accountHolder: 'Ali Khan', mobileNumber: '+923001234567', bankName: null, iban: null };
    const bank = { kind: 'bank' as const, accountHolder: 'Ali Khan', mobileNumber: null, bankName: 'Meezan Bank', iban: 'PK36SCBL0000001123456702' };
    expect(payoutLabel(wallet)).toBe('Easypaisa •••• 4567 (Ali Khan)');
    expect(payoutLabel(bank)).toBe('Meezan Bank •••• 6702 (Ali Khan)');
  });

  it('masks the numbers inside older texts and leaves the rest alone', () => {
    expect(maskAccountNumbersIn('Withdrawal to Easypaisa +923001234567 (Ali Khan) (held until paid)')).toBe('Withdrawal to Easypaisa •••• 4567 (Ali Khan) (held until paid)');
    expect(maskAccountNumbersIn('has been sent to Meezan Bank PK36 SCBL 0000 0011 2345 6702 (Ali Khan). Transfer reference: EP-55821.')).toBe(
      'has been sent to Meezan Bank •••• 6702 (Ali Khan). Transfer reference: EP-55821.',
    );
    expect(maskAccountNumbersIn('PK36SCBL0000001123456702 or 0300-7654321 or 0092 300 7654321')).toBe('•••• 6702 or •••• 4321 or •••• 4321');
    expect(maskAccountNumbersIn('Withdrawal WD-7K3Q9M of PKR 2,500 rejected')).toBe('Withdrawal WD-7K3Q9M of PKR 2,500 rejected');
  });
});
