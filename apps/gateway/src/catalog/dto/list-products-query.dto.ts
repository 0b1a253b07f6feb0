import { ApiPropertyOptional } from '@nestjs/swagger';
import { CATALOG_FILTER_CATEGORIES, type CatalogFilterCategory, type ListProductsQuery, type ProductSort } from '@resellpk/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const SORTS: readonly ProductSort[] = ['name', 'price'];
const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 60';

/** Query strings arrive as text; limit is converted only when it is all digits, so "abc" stays an error. */
const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value);

export class ListProductsQueryDto implements ListProductsQuery {
  @ApiPropertyOptional({ description: 'Case-insensitive substring of the product name', maxLength: 100 })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @ApiPropertyOptional({ enum: CATALOG_FILTER_CATEGORIES, default: 'all', description: '"other" = every category outside the first four' })
  @IsOptional()
  @IsIn(CATALOG_FILTER_CATEGORIES, { message: `category must be one of: ${CATALOG_FILTER_CATEGORIES.join(', ')}` })
  category?: CatalogFilterCategory;

  @ApiPropertyOptional({ enum: SORTS, default: 'name', description: 'name: alphabetical; price: ascending wholesale price' })
  @IsOptional()
  @IsIn(SORTS, { message: 'sort must be one of: name, price' })
  sort?: ProductSort;

  @ApiPropertyOptional({ description: 'Opaque cursor from the previous page (nextCursor)', maxLength: 512 })
  @IsOptional()
  @IsString({ message: 'cursor must be text' })
  @MaxLength(512, { message: 'cursor is not valid' })
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 60, default: 24 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(60, { message: LIMIT_MESSAGE })
  limit?: number;
}
