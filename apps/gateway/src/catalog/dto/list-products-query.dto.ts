import { ApiPropertyOptional } from '@nestjs/swagger';
import { PRODUCT_SORTS, type CatalogFilterCategory, type ListProductsQuery, type ProductSort } from '@resellpk/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageCursor, toInt } from '../../common/http/query';

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 60';


export class ListProductsQueryDto implements ListProductsQuery {
  @ApiPropertyOptional({ description: "Case-insensitive substring of the card's short name or the long name", maxLength: 100 })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @ApiPropertyOptional({ default: 'all', maxLength: 100, description: '"all", or a category name as GET /categories lists it (builtin or staff-made)' })
  @IsOptional()
  @IsString({ message: 'category must be a category name' })
  @MaxLength(100, { message: 'category must be a category name' })
  category?: CatalogFilterCategory;

  @ApiPropertyOptional({
    enum: PRODUCT_SORTS,
    default: 'name',
    description: "name: the card's short name A-Z; price / price_desc: the price the caller sees, low to high / high to low; newest: latest added first",
  })
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort must be one of: ${PRODUCT_SORTS.join(', ')}` })
  sort?: ProductSort;

  @PageCursor()
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 60, default: 24 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(60, { message: LIMIT_MESSAGE })
  limit?: number;
}
