import { ApiProperty } from '@nestjs/swagger';
import type { FreeOfferInput } from '@resellpk/contracts';
import { Allow, IsBoolean, IsDefined } from 'class-validator';

/**
 * Fields are whitelisted here (unknown ones are refused); their rules and the spec's messages come
 * from `validateOfferInput` in @resellpk/domain, the same function the admin form runs.
 */
export class FreeOfferInputDto implements FreeOfferInput {
  @ApiProperty({ example: 'Free gift over Rs. 2,160' }) @Allow() name: string;
  @ApiProperty({ example: 'Pick a free item with a big order' }) @Allow() description: string;
  @ApiProperty({ example: true })
  @IsDefined({ message: 'isActive is required' })
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive: boolean;
  @ApiProperty({ example: 216000, description: 'Paisa, whole rupees, at least Rs. 1' }) @Allow() minOrderThresholdPaisa: number;
  @ApiProperty({ example: 1, minimum: 1 }) @Allow() maxUnitsPerOrder: number;
  @ApiProperty({ type: [String], example: ['00000000-0000-4000-8000-000000000000'] }) @Allow() productIds: string[];
}

export class SetOfferActiveDto {
  @ApiProperty({ example: false })
  @IsDefined({ message: 'isActive is required' })
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive: boolean;
}
