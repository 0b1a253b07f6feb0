import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { ERROR_HTTP_STATUS, type ApiErrorBody, type ErrorCode, type FieldError } from '@resellpk/contracts';

export class FieldErrorDto implements FieldError {
  @ApiProperty({ example: 'email' }) field: string;
  @ApiProperty({ example: 'Please enter a valid email address' }) message: string;
}

export class ApiErrorDto implements ApiErrorBody {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ enum: Object.keys(ERROR_HTTP_STATUS), example: 'VALIDATION' }) code: ErrorCode;
  @ApiProperty({ example: 'Unknown field: foo', description: 'Human message, shown to the user as is' }) message: string;
  @ApiPropertyOptional({ example: 'foo', description: 'Form field the message is about' }) field?: string;
  @ApiPropertyOptional({ type: [FieldErrorDto], description: "Every field's problem when the input was checked field by field (the first is also field/message)" })
  errors?: FieldErrorDto[];
  @ApiProperty({ example: '3f0c1c1e-7c1b-4f0e-9a51-0d7c9d1e2a11' }) correlationId: string;
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (unknown field, wrong type or a business rule)',
  401: 'Authentication Required (missing, invalid or expired access token or refresh cookie)',
  403: 'The role of the caller does not allow this action',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'The request body is too large',
  415: 'The request body is not JSON (or, on an upload route, not multipart/form-data)',
  429: 'Too many attempts',
  503: 'A service is temporarily unavailable',
  504: 'A service did not answer in time',
};

/**
 * Documents the error statuses a route can answer, all with the same body. Those that follow from
 * the route itself (its guards, parameters and body) are added to every operation by
 * `completeErrorResponses` in openapi.ts; this decorator is for the others (409, a 404 from a
 * service) and says them where the route is written.
 */
export function ApiErrors(...statuses: number[]) {
  const all = [...new Set([...statuses, 429, 503, 504])];
  return applyDecorators(...all.map((status) => ApiResponse({ status, description: DESCRIPTIONS[status], type: ApiErrorDto })));
}

/** What decides the error statuses a route can answer without anyone listing them. */
export interface RouteTraits {
  /** HTTP method, upper case */
  method: string;
  /** No access token needed (@Public, or @OptionalAuth, which still refuses a bad one) */
  isPublic: boolean;
  /** @OptionalAuth: an invalid or expired token is a 401 */
  optionalAuth: boolean;
  /** @Roles(...) */
  roles: readonly string[];
  /** Counted by the rate limits (not @SkipThrottle, or a @RateLimit scope) */
  throttled: boolean;
  hasPathParams: boolean;
  hasQuery: boolean;
  hasBody: boolean;
}

/** Methods whose body the gateway parses (malformed or too deep is a 400, too large a 413). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses every route of this kind can answer: 400 for a body or query it validates,
 * 413 for a body too large, 415 for one that is not JSON, 401 unless public (and for a bad optional token), 403 for a role
 * list, 404 for path parameters (an id that does not exist, or is not an id), 429 when rate limited.
 */
export function derivedErrorStatuses(route: RouteTraits): number[] {
  const out: number[] = [];
  const parsesBody = BODY_METHODS.has(route.method.toUpperCase());
  if (parsesBody || route.hasBody || route.hasQuery) out.push(400);
  if (!route.isPublic || route.optionalAuth) out.push(401);
  if (route.roles.length) out.push(403);
  if (route.hasPathParams) out.push(404);
  if (parsesBody || route.hasBody) out.push(413, 415);
  if (route.throttled) out.push(429);
  return out;
}

/** An error response of the OpenAPI document: the status's description and the error body. */
export function errorResponse(status: number, schemaRef: string): { description: string; content: Record<string, { schema: { $ref: string } }> } {
  return { description: DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema: { $ref: schemaRef } } } };
}
