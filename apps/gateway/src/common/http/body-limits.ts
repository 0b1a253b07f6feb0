import { ServiceFailure } from '@resellpk/backend-messaging';

/** JSON and urlencoded bodies above this are refused with 413 (as body-parser's `limit: '100kb'` did). */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Objects and arrays nested deeper than this are refused before anything walks them: the
 * validation pipe, class-transformer and class-validator all recurse, and 5,000 levels overflow
 * the stack (a 500). The deepest request DTO nests two levels; 32 leaves room for any future one.
 */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/** The 400 (code VALIDATION) for a body nested deeper than MAX_JSON_DEPTH. */
export function tooDeep(): ServiceFailure {
  return new ServiceFailure('VALIDATION', TOO_DEEP_MESSAGE);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/**
 * True when JSON text nests objects/arrays deeper than `limit`: one pass over the characters, no
 * recursion and no parsing, stopping at the first level too deep. Brackets inside strings do not
 * count. Malformed text may be miscounted, which is harmless: JSON.parse refuses it next anyway.
 */
export function jsonTextTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/**
 * The same limit for a value that is already parsed (a JSON field of a multipart body, which
 * @fastify/multipart parses itself): an explicit stack, no recursion.
 */
export function valueTooDeep(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}
