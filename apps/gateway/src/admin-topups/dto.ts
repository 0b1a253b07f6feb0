import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ReceivingAccountInput, RejectPaymentRequest } from '@resellpk/contracts';
import { IsBoolean, IsDefined, IsOptional, IsString, IsUUID, MaxLength, Validate, ValidateIf } from 'class-validator';
import { WALLET_MSG } from '@resellpk/domain';
import { NotBlank } from '../common/validation/not-blank';

export class RejectPaymentRequestDto implements Omit<RejectPaymentRequest, 'id'> {
  @ApiPropertyOptional({ nullable: true, maxLength: 500, description: 'Shown to the reseller; without one they read "Please contact support for more information."' })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(500, { message: WALLET_MSG.rejectionReasonTooLong })
  reason?: string | null;
}

export class CreateReceivingAccountDto implements ReceivingAccountInput {
  @ApiProperty({ format: 'uuid' })
  @IsDefined({ message: WALLET_MSG.walletDetailsRequired })
  @IsUUID('all', { message: WALLET_MSG.walletDetailsRequired })
  paymentMethodId: string;

  @ApiProperty({ maxLength: 100, example: 'ResellPK Easypaisa' })
  @IsDefined({ message: WALLET_MSG.walletDetailsRequired })
  @IsString({ message: 'walletTitle must be text' })
  @Validate(NotBlank, { message: WALLET_MSG.walletDetailsRequired })
  @MaxLength(100, { message: WALLET_MSG.walletDetailsTooLong })
  walletTitle: string;

  @ApiProperty({ maxLength: 64, description: 'Account number or IBAN', example: '03001234567' })
  @IsDefined({ message: WALLET_MSG.walletDetailsRequired })
  @IsString({ message: 'walletAddress must be text' })
  @Validate(NotBlank, { message: WALLET_MSG.walletDetailsRequired })
  @MaxLength(64, { message: WALLET_MSG.walletDetailsTooLong })
  walletAddress: string;

  @ApiPropertyOptional({ nullable: true, maxLength: 1000 })
  @IsOptional()
  @IsString({ message: 'instructions must be text' })
  @MaxLength(1000, { message: WALLET_MSG.walletDetailsTooLong })
  instructions?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/** Every field optional; a field that is sent is checked like on create. */
export class UpdateReceivingAccountDto implements Partial<ReceivingAccountInput> {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: WALLET_MSG.walletDetailsRequired })
  paymentMethodId?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @ValidateIf((_, v) => v !== undefined)
  @IsString({ message: 'walletTitle must be text' })
  @Validate(NotBlank, { message: WALLET_MSG.walletDetailsRequired })
  @MaxLength(100, { message: WALLET_MSG.walletDetailsTooLong })
  walletTitle?: string;

  @ApiPropertyOptional({ maxLength: 64 })
  @ValidateIf((_, v) => v !== undefined)
  @IsString({ message: 'walletAddress must be text' })
  @Validate(NotBlank, { message: WALLET_MSG.walletDetailsRequired })
  @MaxLength(64, { message: WALLET_MSG.walletDetailsTooLong })
  walletAddress?: string;

  @ApiPropertyOptional({ nullable: true, maxLength: 1000 })
  @IsOptional()
  @IsString({ message: 'instructions must be text' })
  @MaxLength(1000, { message: WALLET_MSG.walletDetailsTooLong })
  instructions?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}
