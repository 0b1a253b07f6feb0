import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, MaxLength, Validate } from 'class-validator';
import type { MarkWithdrawalPaid, RejectWithdrawal } from '@resellpk/contracts';
import { PAYOUT_MSG } from '@resellpk/domain';
import { NotBlank } from '../common/validation/not-blank';
import { WithdrawalsQueryDto } from '../withdrawals/dto';

export class MarkWithdrawalPaidDto implements Omit<MarkWithdrawalPaid, 'id'> {
  @ApiProperty({ maxLength: 100, description: "The bank's or wallet's transfer reference (TID)", example: 'EP-88213377' })
  @IsDefined({ message: PAYOUT_MSG.referenceRequired })
  @IsString({ message: PAYOUT_MSG.referenceRequired })
  @Validate(NotBlank, { message: PAYOUT_MSG.referenceRequired })
  @MaxLength(100, { message: PAYOUT_MSG.referenceTooLong })
  transferReference: string;
}

export class RejectWithdrawalDto implements Omit<RejectWithdrawal, 'id'> {
  @ApiProperty({ maxLength: 500, description: 'Shown to the reseller', example: 'The account title does not match your name.' })
  @IsDefined({ message: PAYOUT_MSG.reasonRequired })
  @IsString({ message: PAYOUT_MSG.reasonRequired })
  @Validate(NotBlank, { message: PAYOUT_MSG.reasonRequired })
  @MaxLength(500, { message: PAYOUT_MSG.reasonTooLong })
  reason: string;
}

/** The admins' list: the reseller's filters plus a search by the reseller's name, email or phone. */
export class AdminWithdrawalsQueryDto extends WithdrawalsQueryDto {
  @ApiPropertyOptional({ maxLength: 100, description: "The reseller's name, email or phone (identity's reseller search; its 100 newest matches)" })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;
}
