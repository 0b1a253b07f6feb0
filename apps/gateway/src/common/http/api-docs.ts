import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { ERROR_HTTP_STATUS, type ApiErrorBody, type ErrorCode } from '@resellpk/contracts';

export class ApiErrorDto implements ApiErrorBody {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ enum: Object.keys(ERROR_HTTP_STATUS), example: 'VALIDATION' }) code: ErrorCode;
  @ApiProperty({ example: 'Unknown field: foo', description: 'Human message, shown to the user as is' }) message: string;
  @ApiPropertyOptional({ example: 'foo', description: 'Form field the message is about' }) field?: string;
  @ApiProperty({ example: '3f0c1c1e-7c1b-4f0e-9a51-0d7c9d1e2a11' }) correlationId: string;
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (unknown field, wrong type or a business rule)',
  401: 'Authentication Required (missing, invalid or expired access token or refresh cookie)',
  403: 'The role of the caller does not allow this action',
  404: 'Not found',
  409: 'Conflict with the current state',
  429: 'Too many attempts',
  503: 'A service is temporarily unavailable',
  504: 'A service did not answer in time',
};

/** Documents the error statuses a route can answer, all with the same body. */
export function ApiErrors(...statuses: number[]) {
  const all = [...new Set([...statuses, 429, 503, 504])];
  return applyDecorators(...all.map((status) => ApiResponse({ status, description: DESCRIPTIONS[status], type: ApiErrorDto })));
}
