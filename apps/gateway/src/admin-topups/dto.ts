import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ReceivingAccountInput, RejectPaymentRequest } from '@resellpk/contracts';
import { IsBoolean, IsDefined, IsOptional, IsString, IsUUID, MaxLength, Validate, ValidateIf } from 'class-validator';
import { NotBlank } from '../common/validation/not-blank';

export class RejectPaymentRequestDto implements Omit<RejectPaymentRequest, 'id'> {
  @ApiPropertyOptional({ nullable: true, maxLength: 500, description: 'Shown to the reseller; without one they read "Please contact support for more information."' })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(500, { message: 'The reason can be at most 500 characters' })
  reason?: string | null;
}

export class CreateReceivingAccountDto implements ReceivingAccountInput {
  @ApiProperty({ format: 'uuid' })
  @IsDefined({ message: 'Please select a payment method' })
  @IsUUID('all', { message: 'Please select a payment method' })
  paymentMethodId: string;

  @ApiProperty({ maxLength: 100, example: 'ResellPK Easypaisa' })
  @IsDefined({ message: 'Please enter the wallet title' })
  @IsString({ message: 'walletTitle must be text' })
  @Validate(NotBlank, { message: 'Please enter the wallet title' })
  @MaxLength(100, { message: 'The wallet title can be at most 100 characters' })
  walletTitle: string;

  @ApiProperty({ maxLength: 100, description: 'Account number or IBAN', example: '03001234567' })
  @IsDefined({ message: 'Please enter the wallet address or number' })
  @IsString({ message: 'walletAddress must be text' })
  @Validate(NotBlank, { message: 'Please enter the wallet address or number' })
  @MaxLength(100, { message: 'The wallet address can be at most 100 characters' })
  walletAddress: string;

  @ApiPropertyOptional({ nullable: true, maxLength: 1000 })
  @IsOptional()
  @IsString({ message: 'instructions must be text' })
  @MaxLength(1000, { message: 'The instructions can be at most 1000 characters' })
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
  @IsUUID('all', { message: 'Please select a payment method' })
  paymentMethodId?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @ValidateIf((_, v) => v !== undefined)
  @IsString({ message: 'walletTitle must be text' })
  @Validate(NotBlank, { message: 'Please enter the wallet title' })
  @MaxLength(100, { message: 'The wallet title can be at most 100 characters' })
  walletTitle?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @ValidateIf((_, v) => v !== undefined)
  @IsString({ message: 'walletAddress must be text' })
  @Validate(NotBlank, { message: 'Please enter the wallet address or number' })
  @MaxLength(100, { message: 'The wallet address can be at most 100 characters' })
  walletAddress?: string;

  @ApiPropertyOptional({ nullable: true, maxLength: 1000 })
  @IsOptional()
  @IsString({ message: 'instructions must be text' })
  @MaxLength(1000, { message: 'The instructions can be at most 1000 characters' })
  instructions?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}
