import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PlanAccess, ProductInput } from '@resellpk/contracts';
import { Allow } from 'class-validator';

/**
 * Fields are whitelisted here (an unknown field is a 400); types, ranges and the spec's messages
 * ("Product name is required", "Wholesale price must be a positive number", ...) come from
 * `validateProductInput` in @resellpk/domain, the function the admin form runs too.
 */
export class ProductInputDto implements ProductInput {
  @ApiProperty({ example: 'Wireless Earbuds Pro' }) @Allow() name: string;
  @ApiProperty({ example: 'Earbuds Pro' }) @Allow() shortName: string;
  @ApiProperty({ example: 'Wireless Earbuds Pro with charging case' }) @Allow() longName: string;
  @ApiProperty({ example: 'Bluetooth 5.3, 30 h battery' }) @Allow() description: string;
  @ApiProperty({ example: 125000, description: 'Paisa (Rs. 1,250)' }) @Allow() wholesalePricePaisa: number;
  @ApiPropertyOptional({ type: Number, nullable: true, example: 187500, description: 'Paisa; null = wholesale x 1.5' })
  @Allow()
  retailPricePaisa?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, example: 150000, description: 'Paisa; null = wholesale x 1.2' })
  @Allow()
  discountedPricePaisa?: number | null;
  @ApiProperty({ example: 'electronics' }) @Allow() category: string;
  @ApiProperty({ enum: ['free', 'premium'] }) @Allow() planAccess: PlanAccess;
  @ApiProperty({ example: 0.25 }) @Allow() weightKg: number;
  @ApiProperty({ example: 50 }) @Allow() stock: number;
  @ApiProperty({ example: 0 }) @Allow() coinDiscount: number;
}
