import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { PAYOUT_ACCOUNT_KINDS, WITHDRAWAL_STATUSES, type CreateWithdrawal, type ListWithdrawalsQuery, type PayoutAccountInput, type PayoutAccountKind, type WithdrawalStatus } from '@resellpk/contracts';
import { MAX_WITHDRAWAL_PAISA, MIN_WITHDRAWAL_PAISA, PAYOUT_MSG } from '@resellpk/domain';
import { NumberedPageQueryDto } from '../common/http/query';

/** The shape only: each field's rules (and messages) are the shared ones wallet-payments runs (libs/domain payout-rules). */
export class AddPayoutAccountDto implements PayoutAccountInput {
  @ApiProperty({ enum: PAYOUT_ACCOUNT_KINDS })
  @IsDefined({ message: PAYOUT_MSG.kindRequired })
  @IsIn(PAYOUT_ACCOUNT_KINDS, { message: PAYOUT_MSG.kindRequired })
  kind: PayoutAccountKind;

  @ApiProperty({ maxLength: 100, description: "The account holder's name (Easypaisa, JazzCash) or the account title (bank)", example: 'Ali Khan' })
  @IsDefined({ message: PAYOUT_MSG.holderRequired })
  @IsString({ message: 'accountHolder must be text' })
  @MaxLength(200, { message: PAYOUT_MSG.nameTooLong })
  accountHolder: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Easypaisa / JazzCash: a Pakistani mobile number', example: '0300 1234567' })
  @IsOptional()
  @IsString({ message: 'mobileNumber must be text' })
  @MaxLength(30, { message: PAYOUT_MSG.mobileInvalid })
  mobileNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, example: 'Meezan Bank' })
  @IsOptional()
  @IsString({ message: 'bankName must be text' })
  // refused for every kind, as documented (the service only reads it for a bank account)
  @MaxLength(100, { message: PAYOUT_MSG.bankNameTooLong })
  bankName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Bank: PK + 2 check digits + 4-letter bank code + 16 digits (spaces allowed)', example: 'PK36SCBL0000001123456702' })
  @IsOptional()
  @IsString({ message: 'iban must be text' })
  @MaxLength(50, { message: PAYOUT_MSG.ibanFormat })
  iban?: string | null;
}

export class CreateWithdrawalDto implements Omit<CreateWithdrawal, 'idempotencyKey'> {
  @ApiProperty({ format: 'uuid', description: 'One of the caller\'s payout accounts' })
  @IsDefined({ message: PAYOUT_MSG.chooseAccount })
  @IsUUID('all', { message: PAYOUT_MSG.chooseAccount })
  payoutAccountId: string;

  @ApiProperty({ description: 'integer paisa, Rs. 500 to Rs. 1,000,000', minimum: MIN_WITHDRAWAL_PAISA, maximum: MAX_WITHDRAWAL_PAISA, example: 250000 })
  @IsDefined({ message: PAYOUT_MSG.amountInvalid })
  @IsInt({ message: PAYOUT_MSG.amountInvalid })
  @Min(MIN_WITHDRAWAL_PAISA, { message: PAYOUT_MSG.minimum })
  @Max(MAX_WITHDRAWAL_PAISA, { message: PAYOUT_MSG.maximum })
  amountPaisa: number;
}

/** `?status&page&pageSize`: the shared numbered-page rules plus the status filter. */
export class WithdrawalsQueryDto extends NumberedPageQueryDto implements ListWithdrawalsQuery {
  @ApiPropertyOptional({ enum: [...WITHDRAWAL_STATUSES, 'all'], default: 'all' })
  @IsOptional()
  @IsIn([...WITHDRAWAL_STATUSES, 'all'], { message: `status must be one of ${WITHDRAWAL_STATUSES.join(', ')} or all` })
  status?: WithdrawalStatus | 'all';
}
