/** Typed error codes a service may return; the gateway maps each to one HTTP status. */
export const ERROR_HTTP_STATUS = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** signup with an email that already has an account (field = email): the form offers Login and Forgot password */
  EMAIL_TAKEN: 409,
  /** a wallet debit the balance cannot cover */
  INSUFFICIENT_FUNDS: 409,
  /** a coin spend the coin balance cannot cover */
  INSUFFICIENT_COINS: 409,
  /** a checkout line the stock cannot cover (field = the product id) */
  OUT_OF_STOCK: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** a request body that is not JSON (the API takes JSON only; uploads take multipart) */
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
} as const;
export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

/** One form field's problem: a form marks every field in the list at once. */
export interface FieldError {
  field: string;
  message: string;
}

export interface ServiceError {
  code: ErrorCode;
  /** Human message, shown to the user as is (spec wording where the spec has one). */
  message: string;
  /** Optional field the message is about, for forms. */
  field?: string;
  /** Every field's problem, for a form that checked them all (the first is also `field`/`message`). */
  errors?: FieldError[];
}

/** Error body of every non-2xx REST response. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  field?: string;
  /** Every field's problem, when the input was checked field by field (the first is also `field`/`message`). */
  errors?: FieldError[];
  correlationId?: string;
}
