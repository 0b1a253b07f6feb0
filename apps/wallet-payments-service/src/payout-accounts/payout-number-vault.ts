import { Inject, Injectable } from '@nestjs/common';
import { FieldCipher } from '@resellpk/backend-config';
import { SERVICE_CONFIG } from '@resellpk/backend-service';
import type { WalletPaymentsConfig } from '../config/wallet-payments-config';

/**
 * Payout account numbers (IBANs, mobile wallet numbers) are sealed at rest with AES-256-GCM
 * (FIELD_ENCRYPTION_KEYS), bound to their owner: a sealed number copied to another user's row does
 * not open. The repositories seal on write and open on read; nothing else sees the sealed form.
 */
@Injectable()
export class PayoutNumberVault {
  private readonly cipher: FieldCipher;

  constructor(@Inject(SERVICE_CONFIG) config: Pick<WalletPaymentsConfig, 'FIELD_ENCRYPTION_KEYS'>) {
    this.cipher = config.FIELD_ENCRYPTION_KEYS;
  }

  seal(ownerId: string, accountNumber: string | null): string | null {
    return accountNumber === null ? null : this.cipher.seal(accountNumber, aadOf(ownerId));
  }

  /**
   * The number in clear. A value still in clear (written before sealing existed) is returned as it
   * is until PayoutNumberResealer seals it at the next boot.
   */
  open(ownerId: string, stored: string | null): string | null {
    if (stored === null || !FieldCipher.isSealed(stored)) return stored;
    return this.cipher.open(stored, aadOf(ownerId));
  }

  /** Plain, or sealed with a key other than the current one (after a key rotation). */
  needsSealing(stored: string | null): boolean {
    return stored !== null && this.cipher.needsSealing(stored);
  }

  /** `v1:<current kid>:%`: a LIKE pattern matching values sealed with the current key. */
  get currentPattern(): string {
    return `v1:${this.cipher.currentKid}:%`;
  }
}

const aadOf = (ownerId: string) => `payout-account-number:${ownerId}`;
