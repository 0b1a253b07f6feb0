import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PAYMENT_REQUEST_STATUSES,
  STAFF_ROOM_SORTS,
  type PaymentRequestStatus,
  type ReceivingAccountInput,
  type RejectPaymentRequest,
  type StaffRoomSort,
  type StaffRoomsQuery,
} from '@resellpk/contracts';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, IsUUID, MaxLength, Validate, ValidateIf } from 'class-validator';
import { WALLET_MSG } from '@resellpk/domain';
import { NumberedPageQueryDto } from '../common/http/query';
import { NotBlank } from '../common/validation/not-blank';

export class RejectTopUpDto implements Omit<RejectPaymentRequest, 'id'> {
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

const STATUS_FILTERS = [...PAYMENT_REQUEST_STATUSES, 'all'] as const;

/**
 * `GET /admin/topup-chats`: the status filter, the order and the page. chat-service checks them
 * again and caps the page size at STAFF_ROOMS_MAX_PAGE_SIZE (a larger one is a 400 from there).
 */
export class PaymentChatsQueryDto extends NumberedPageQueryDto implements StaffRoomsQuery {
  @ApiPropertyOptional({ enum: STATUS_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(STATUS_FILTERS, { message: `status must be one of: ${STATUS_FILTERS.join(', ')}` })
  status?: PaymentRequestStatus | 'all';

  @ApiPropertyOptional({ enum: STAFF_ROOM_SORTS, default: 'newest', description: 'newest request first, or the open request waiting longest first' })
  @IsOptional()
  @IsIn(STAFF_ROOM_SORTS, { message: `sort must be one of: ${STAFF_ROOM_SORTS.join(', ')}` })
  sort?: StaffRoomSort;
}
