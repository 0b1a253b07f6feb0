import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';

/** A property's constraints in the order a person should fix them. */
const PRIORITY = ['whitelistValidation', 'isDefined', 'isArray', 'isObject', 'isNotEmpty', 'isString', 'isBoolean', 'isInt', 'isNumber', 'isIn', 'isEnum'];

interface FieldError {
  field: string;
  message: string;
}

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    const keys = Object.keys(constraints).sort((a, b) => rank(a) - rank(b));
    if (keys.length) {
      const key = keys[0];
      // "property foo should not exist" says nothing to a form; name the field instead
      let message = key === 'whitelistValidation' ? `Unknown field: ${field}` : constraints[key];
      // class-validator names only the leaf ("city must be ..."); name the full path
      if (parent && message.startsWith(`${error.property} `)) message = field + message.slice(error.property.length);
      out.push({ field, message });
    }
    if (error.children?.length) out.push(...flatten(error.children, field));
  }
  return out;
}

function rank(key: string): number {
  const i = PRIORITY.indexOf(key);
  return i === -1 ? PRIORITY.length : i;
}

/**
 * A typed 400: the first clear message as `message`/`field`, and every field's problem in `errors`
 * (a form marks them all at once). Unknown fields are refused, never silently dropped.
 */
export function validationExceptionFactory(errors: ValidationError[]): BadRequestException {
  const all = flatten(errors);
  const { field, message } = all[0] ?? { field: undefined, message: 'The request is not valid.' };
  return new BadRequestException({ statusCode: 400, code: 'VALIDATION', message, field, ...(all.length ? { errors: all } : {}) });
}

/**
 * What class-transformer and class-validator cannot be trusted with, found before they run:
 * - a key that names a member of Object.prototype (`constructor`, `hasOwnProperty`, ...) or
 *   `prototype`: class-transformer skips those silently, so whitelisting never sees them;
 * - U+0000 in any text: PostgreSQL cannot store it and answers with an error (a 500);
 * - half of a UTF-16 surrogate pair (only a `\udXXX` escape in JSON can make one): jsonb refuses it
 *   (a 500 where the text reaches an event) and a text column would keep U+FFFD instead.
 * One walk with an explicit stack (the JSON parser already refused bodies nested too deeply).
 */
/** A code unit of a surrogate pair standing alone (a whole pair is one code point under the u flag). */
const LONE_SURROGATE = /\p{Surrogate}/u;

export function firstInputProblem(value: unknown): FieldError | undefined {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [node, path] = stack.pop() as [unknown, string];
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return { field: path, message: `${path || 'The text'} must not contain the NUL character (U+0000).` };
      if (LONE_SURROGATE.test(node)) return { field: path, message: `${path || 'The text'} contains characters that cannot be saved (half of a UTF-16 pair).` };
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    const keys = Object.keys(node);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      const field = path ? `${path}.${key}` : key;
      if (!Array.isArray(node) && (key in Object.prototype || key === 'prototype' || key.includes('\u0000') || LONE_SURROGATE.test(key))) return { field, message: `Unknown field: ${field}` };
      stack.push([(node as Record<string, unknown>)[key], field]);
    }
  }
  return undefined;
}

/** Nest's ValidationPipe after `firstInputProblem` on bodies and query strings. */
class GatewayValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query') {
      const problem = firstInputProblem(value);
      if (problem) throw new BadRequestException({ statusCode: 400, code: 'VALIDATION', message: problem.message, field: problem.field || undefined });
    }
    const result: unknown = await super.transform(value, metadata);
    // any other key class-transformer dropped on the way to the DTO is unknown too, not ignored
    if (metadata.type === 'body' && isPlainObject(value) && result !== value && result !== null && typeof result === 'object') {
      // (declared fields exist on the instance as undefined, so a dropped value reads undefined)
      const dropped = Object.keys(value).find((key) => value[key] !== undefined && (result as Record<string, unknown>)[key] === undefined);
      if (dropped !== undefined) throw new BadRequestException({ statusCode: 400, code: 'VALIDATION', message: `Unknown field: ${dropped}`, field: dropped });
    }
    return result;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function createValidationPipe(): ValidationPipe {
  return new GatewayValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // no implicit conversion: "123" for a number field is a type error, not a silent cast
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: false,
    exceptionFactory: validationExceptionFactory,
  });
}
