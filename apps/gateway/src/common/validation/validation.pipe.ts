import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** A property's constraints in the order a person should fix them. */
const PRIORITY = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'isString', 'isBoolean', 'isInt', 'isNumber', 'isIn', 'isEnum'];

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

/** First clear message as a typed 400; unknown fields are refused, never silently dropped. */
export function validationExceptionFactory(errors: ValidationError[]): BadRequestException {
  const [first] = flatten(errors);
  const { field, message } = first ?? { field: undefined, message: 'The request is not valid.' };
  return new BadRequestException({ statusCode: 400, code: 'VALIDATION', message, field });
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // no implicit conversion: "123" for a number field is a type error, not a silent cast
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: false,
    exceptionFactory: validationExceptionFactory,
  });
}
