import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class ListCategoriesQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'false', description: "true: every category, also those without a product in stock (the admin's product form)" })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'includeEmpty must be true or false' })
  includeEmpty?: 'true' | 'false';
}
