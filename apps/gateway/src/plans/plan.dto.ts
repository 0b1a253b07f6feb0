import { ApiProperty } from '@nestjs/swagger';
import type { PurchasablePlan } from '@resellpk/domain';

export class PlanDto implements PurchasablePlan {
  @ApiProperty({ enum: ['premium', 'starter', 'pro', 'elite'] }) code: PurchasablePlan['code'];
  @ApiProperty({ example: 'Premium' }) name: string;
  @ApiProperty({ example: 250000, description: 'Price in paisa (1 PKR = 100)' }) pricePaisa: number;
  @ApiProperty({ example: 1 }) durationMonths: number;
  @ApiProperty({ example: 50000, description: 'Wholesale allowance in coins; 0 = unlimited or not applicable' }) allowanceCoins: number;
  @ApiProperty({ example: '50,000 coins' }) coinsText: string;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty() isPopular: boolean;
  @ApiProperty() bestValue: boolean;
  @ApiProperty({ enum: ['upgrade_request', 'subscription'] }) acquiredBy: PurchasablePlan['acquiredBy'];
}
