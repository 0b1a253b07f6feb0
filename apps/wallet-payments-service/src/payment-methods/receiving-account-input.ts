import { fail } from '@resellpk/backend-messaging';
import { isUuid } from '@resellpk/backend-service';
import type { ReceivingAccountInput } from '@resellpk/contracts';
import { WALLET_MSG } from '@resellpk/domain';
import type { AccountFields, AccountRow } from './payment-method.repository';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The spec's "Wallet details" form: method, title and address required ("Please fill in all
 * required fields"), instructions optional. `current` fills what a partial update leaves out.
 */
export function checkedAccount(input: Partial<ReceivingAccountInput> | undefined, current?: AccountRow): AccountFields {
  const pick = <K extends keyof ReceivingAccountInput>(k: K, fallback: unknown) => (input && input[k] !== undefined ? input[k] : fallback);
  const paymentMethodId = pick('paymentMethodId', current?.payment_method_id);
  const walletTitle = text(pick('walletTitle', current?.wallet_title));
  const walletAddress = text(pick('walletAddress', current?.wallet_address));
  const instructionsRaw = pick('instructions', current?.instructions ?? null);
  const isActive = pick('isActive', current?.is_active ?? true);
  if (!isUuid(paymentMethodId) || !walletTitle || !walletAddress) fail('VALIDATION', WALLET_MSG.walletDetailsRequired);
  if (instructionsRaw !== null && typeof instructionsRaw !== 'string') fail('VALIDATION', WALLET_MSG.walletDetailsRequired, 'instructions');
  if (typeof isActive !== 'boolean') fail('VALIDATION', WALLET_MSG.walletDetailsRequired, 'isActive');
  const instructions = text(instructionsRaw) || null;
  if (walletTitle.length > 100 || walletAddress.length > 64 || (instructions?.length ?? 0) > 1000) fail('VALIDATION', WALLET_MSG.walletDetailsTooLong);
  return { paymentMethodId, walletTitle, walletAddress, instructions, isActive };
}
