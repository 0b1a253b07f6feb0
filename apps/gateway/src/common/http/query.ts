import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { PAGE_CURSOR_MAX_LENGTH } from '@resellpk/backend-service';
import { MSG } from '@resellpk/domain';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** Query strings arrive as text; a number is converted only when it is all digits, so "abc" stays an error. */
export const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value);

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

/**
 * `?cursor` of every keyset-paged list: opaque text from the previous page's nextCursor. One that
 * is not text or too long gets the answer the service gives any cursor it did not give out.
 */
export function PageCursor(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ description: 'Opaque cursor from the previous page (nextCursor)', maxLength: PAGE_CURSOR_MAX_LENGTH }),
    IsOptional(),
    IsString({ message: MSG.invalidCursor }),
    MaxLength(PAGE_CURSOR_MAX_LENGTH, { message: MSG.invalidCursor }),
  );
}

/** `?cursor&limit` of the keyset-paged lists of up to 100 (the service applies its own default page size). */
export class CursorPageQueryDto {
  @PageCursor()
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, description: 'page size (default 20; notifications 30)' })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(100, { message: LIMIT_MESSAGE })
  limit?: number;
}

const PAGE_MESSAGE = 'page must be a whole number from 1 to 100000';
const PAGE_SIZE_MESSAGE = 'pageSize must be a whole number from 1 to 100';

/** `?page&pageSize` of every numbered (offset) list staff page through; the service defaults to 1 and 20. */
export class NumberedPageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100000, default: 1 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(100000, { message: PAGE_MESSAGE })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(100, { message: PAGE_SIZE_MESSAGE })
  pageSize?: number;
}

const SEARCH_MESSAGE = 'search must be at most 100 characters';

/** A numbered list with a free-text search (names, emails, phones, ids). */
export class SearchPageQueryDto extends NumberedPageQueryDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: SEARCH_MESSAGE })
  search?: string;
}
