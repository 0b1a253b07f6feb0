import { ApiPropertyOptional } from '@nestjs/swagger';
import type { UpdateMeRequest } from '@resellpk/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** One of the two; identity applies the spec's rules (business name once, phone 10-15 digits). */
export class UpdateMeDto implements UpdateMeRequest {
  @ApiPropertyOptional({ example: 'Ayesha Collections', maxLength: 200, description: 'Can be set once' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  businessName?: string;

  @ApiPropertyOptional({ example: '03001234567', maxLength: 32, description: 'WhatsApp number, 10 to 15 digits' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  phone?: string;
}
