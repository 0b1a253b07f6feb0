import fc from 'fast-check';
import type { Operation, Parameter, Schema } from './operations';

/**
 * fast-check arbitraries of hostile requests for one operation, built from its OpenAPI entry
 * only. Each case starts from a request the document calls valid (examples, enums, minimums;
 * path ids are random UUIDs, which exist nowhere) and breaks one part of it. A case that breaks
 * the documented contract (wrong type, missing or unknown field, not an id, too long, too deep,
 * malformed) is marked `mustRefuse`: anything but a 4xx to it is a failure. Hostile values the
 * document allows (control characters, unpaired surrogates, extreme numbers) must not break
 * anything either, but may be accepted.
 */
export interface FuzzCase {
  /** Path and query as sent on the wire (already percent-encoded) */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What this case breaks, for the report */
  broken: string;
  /** The input breaks the documented contract: only a 4xx is a correct answer */
  mustRefuse: boolean;
}

/** An input part: what was done to it and whether the document forbids the result. */
interface Fault<T> {
  value: T;
  broken: string;
  mustRefuse: boolean;
}

// ---- text ------------------------------------------------------------------------------------

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes every byte but the unreserved ones (so invalid UTF-8 can be sent too). */
function percentEncode(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) {
    const c = String.fromCharCode(b);
    out += b < 0x80 && UNRESERVED.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
const encodeText = (s: string) => percentEncode(Buffer.from(s, 'utf8'));

const codePoints = (s: string) => [...s].length;

/** Strings that have broken servers: control characters, unpaired surrogates, quotes, traversal, injections. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '   \t\n  ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003\u001b[31m\u007f',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '\u202eevil\u202c',
  '\ufeffbom',
  '\u2028\u2029',
  '\uffff\ufffe',
  '💩'.repeat(40),
  'null',
  'undefined',
  'NaN',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  "O'Brien \"quoted\" \\back\\slash",
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '<script>alert(1)</script>',
  '%s%n%x%d',
  '${7*7}{{7*7}}#{7*7}',
  '__proto__',
  'constructor',
  'a\r\nX-Injected: 1',
  '٠١٢٣٤٥٦٧٨٩',
  'İıßﬃ',
  '\u0301\u0301\u0301',
];

/** Any string a hostile client may send inside JSON (below the body size limit). */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  // any UTF-16 code units: unpaired surrogates and control characters included
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc.string({
      unit: fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\ud800', '\udc00', '\u202e', '\ufeff', '\u2028', '"', "'", '\\', '/', '<', '%', '{', '}', 'a', ' '),
      minLength: 1,
      maxLength: 30,
    }),
    weight: 2,
  },
  { arbitrary: fc.integer({ min: 300, max: 90_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);

// ---- JSON text with values JSON.stringify cannot write -----------------------------------

/** A JSON token written as is: 1e999 (Infinity once parsed), -0, 30-digit integers. */
class Raw {
  constructor(readonly text: string) {}
}

/** JSON text of `value`, with Raw tokens spliced in (private-use markers never collide with generated text in practice). */
function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => (v instanceof Raw ? `\ue000${raws.push(v.text) - 1}\ue001` : v)) ?? 'null';
  return text.replace(/"\ue000(\d+)\ue001"/g, (_m, i) => raws[Number(i)]);
}

const deepText = (levels: number, array: boolean) => (array ? '['.repeat(levels) + '1' + ']'.repeat(levels) : '{"a":'.repeat(levels) + '1' + '}'.repeat(levels));

// ---- schema-driven values ----------------------------------------------------------------

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value the document calls valid: its example, first enum value, default or minimum. */
export function sampleOf(schema: Schema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'string':
      return schema.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : 'text';
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [sampleOf(schema.items ?? {})];
    default:
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleOf(v)]));
  }
}

/** Whether a string breaks what the document says of it. */
function stringViolates(schema: Schema, s: string): boolean {
  if (schema.enum && !schema.enum.includes(s)) return true;
  if (schema.maxLength !== undefined && codePoints(s) > schema.maxLength) return true;
  if (schema.minLength !== undefined && codePoints(s) < schema.minLength) return true;
  if (schema.format === 'uuid' && !UUID_RE.test(s)) return true;
  return false;
}

function numberViolates(schema: Schema, n: number): boolean {
  if (!Number.isFinite(n)) return true;
  if (schema.type === 'integer' && !Number.isInteger(n)) return true;
  if (schema.minimum !== undefined && n < schema.minimum) return true;
  if (schema.maximum !== undefined && n > schema.maximum) return true;
  return false;
}

/** Values of another JSON type than the schema's (all of them break it). */
function wrongTypeValues(schema: Schema): unknown[] {
  switch (schema.type) {
    case 'string':
      return [42, -1, 1.5, true, false, {}, [], ['x'], { a: 'x' }, new Raw('1e999')];
    case 'number':
    case 'integer':
      return ['1', '', 'abc', '1e3', true, false, {}, [], [1], { value: 1 }];
    case 'boolean':
      return ['true', 'false', 1, 0, '', {}, [], [true]];
    case 'array':
      return ['x', 1, true, {}, { 0: 'x' }, [{}], [[]], [null], [1, 'x', {}]];
    default:
      return ['x', 1, true, [], [{}], 'null'];
  }
}

/** Numbers that break parsers and databases, as JSON tokens, with whether the schema allows each. */
function extremeNumbers(schema: Schema): Array<Fault<unknown>> {
  const finite = [0, -1, 0.5, 1e-320, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
  return [
    ...finite.map((n) => ({ value: n, broken: `number ${n}`, mustRefuse: numberViolates(schema, n) })),
    { value: new Raw('-0'), broken: 'number -0', mustRefuse: numberViolates(schema, -0) },
    { value: new Raw('1e999'), broken: 'number 1e999 (Infinity)', mustRefuse: true },
    { value: new Raw('-1e999'), broken: 'number -1e999 (-Infinity)', mustRefuse: true },
    { value: new Raw('123456789012345678901234567890'), broken: 'number with 30 digits', mustRefuse: numberViolates(schema, 1.2345678901234568e29) },
    { value: new Raw('1.0000000000000000000000001'), broken: 'number 1.0000000000000000000000001', mustRefuse: numberViolates(schema, 1) },
  ];
}

/** A hostile value of the property's own type, and whether the document forbids it. */
function hostileValue(schema: Schema): fc.Arbitrary<Fault<unknown>> {
  switch (schema.type) {
    case 'string':
      return fc.oneof(
        hostileString.map((s) => ({ value: s, broken: `string of ${s.length} chars`, mustRefuse: stringViolates(schema, s) })),
        ...(schema.maxLength !== undefined
          ? [fc.integer({ min: schema.maxLength + 1, max: schema.maxLength + 64 }).map((n) => ({ value: 'é'.repeat(n), broken: `string of ${n} chars (max ${schema.maxLength})`, mustRefuse: true }))]
          : []),
      );
    case 'number':
    case 'integer':
      return fc.constantFrom(...extremeNumbers(schema));
    case 'array':
      return fc.oneof(
        fc.constant({ value: [], broken: 'empty array', mustRefuse: false }),
        fc.integer({ min: 50, max: 2000 }).map((n) => ({
          value: Array.from({ length: n }, () => sampleOf(schema.items ?? {})),
          broken: `array of ${n} items`,
          mustRefuse: schema.maxItems !== undefined && n > schema.maxItems,
        })),
        fc.array(hostileString, { minLength: 1, maxLength: 5 }).map((items) => ({
          value: items,
          broken: 'array of hostile strings',
          mustRefuse: schema.items?.type !== undefined && schema.items.type !== 'string',
        })),
      );
    default:
      return fc.constant({ value: sampleOf(schema), broken: 'sample value', mustRefuse: false });
  }
}

// ---- bodies ------------------------------------------------------------------------------

interface Body {
  bytes: Buffer;
  contentType?: string;
}

const json = (value: unknown): Body => ({ bytes: Buffer.from(jsonText(value)), contentType: 'application/json' });

function withProperty(base: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  const out = { ...base };
  // defineProperty: `__proto__` and `constructor` become own keys, written into the JSON text
  Object.defineProperty(out, name, { value, enumerable: true, configurable: true, writable: true });
  return out;
}

/** Malformed JSON texts (each a 400). */
function malformedJson(valid: string): string[] {
  return [
    valid.slice(0, Math.max(1, Math.floor(valid.length / 2))),
    valid + 'garbage',
    valid + valid,
    valid.replace(/"/g, "'"),
    valid.replace(/}$/, ',}'),
    '{"a": NaN}',
    '{"a": undefined}',
    '{a: 1}',
    'nul',
    '\u0000',
    '{"a":"\\x41"}',
    '{"a":"\\u12"}',
    '{"a":"unterminated',
    '[1,2',
  ];
}

const UNKNOWN_FIELD_NAMES = ['__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'id', 'userId', 'plan', '', ' ', 'a.b', '$where', 'toString', 'hasOwnProperty'];

/** Breaks of a JSON body with an object schema. */
function jsonBodyFaults(schema: Schema): fc.Arbitrary<Fault<Body>> {
  const base = sampleOf(schema) as Record<string, unknown>;
  const baseText = jsonText(base);
  const props = Object.entries(schema.properties ?? {});
  const names = props.map(([n]) => n);
  const required = schema.required ?? [];
  const faults: Array<fc.Arbitrary<Fault<Body>>> = [
    fc.constant({ value: json(base), broken: 'the documented example', mustRefuse: false }),
    fc
      .constantFrom<unknown>([], [base], 'text', 42, null, true, false, new Raw('1e999'), '')
      .map((v) => ({ value: json(v), broken: `body ${jsonText(v).slice(0, 40)} instead of an object`, mustRefuse: true })),
    // the whole body, or the value of one of its fields, nested too deeply
    fc.record({ levels: fc.integer({ min: 33, max: 5000 }), array: fc.boolean(), where: fc.constantFrom('', ...names) }).map(({ levels, array, where }) => ({
      value: { bytes: Buffer.from(where ? jsonText(withProperty(base, where, new Raw(deepText(levels, array)))) : deepText(levels, array)), contentType: 'application/json' },
      broken: `${where || 'body'}: ${levels} levels of ${array ? 'arrays' : 'objects'}`,
      mustRefuse: true,
    })),
    fc.constantFrom(...malformedJson(baseText)).map((text) => ({ value: { bytes: Buffer.from(text), contentType: 'application/json' }, broken: `malformed JSON ${JSON.stringify(text.slice(0, 40))}`, mustRefuse: true })),
    fc.record({ name: fc.oneof(fc.constantFrom(...UNKNOWN_FIELD_NAMES), fc.string({ minLength: 1, maxLength: 20 })), value: fc.oneof(hostileString, fc.constant({ isAdmin: true }), fc.constant(1)) })
      .filter(({ name }) => !names.includes(name))
      .map(({ name, value }) => ({ value: json(withProperty(base, name, value)), broken: `unknown field ${JSON.stringify(name)}`, mustRefuse: true })),
    fc.integer({ min: 101 * 1024, max: 300 * 1024 }).map((n) => ({ value: json(withProperty(base, names[0] ?? 'a', 'x'.repeat(n))), broken: `body over 100 kB (${n} chars)`, mustRefuse: true })),
    fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=latin1', 'application/vnd.api+json', 'multipart/form-data; boundary=x', '').map((type) => ({
      value: { bytes: Buffer.from(type === 'application/x-www-form-urlencoded' ? new URLSearchParams(Object.entries(base).map(([k, v]) => [k, String(v)])).toString() : baseText), contentType: type || undefined },
      broken: `the example as ${type || 'no content type'}`,
      // the API takes JSON only: any other body is a 415 (multipart too, on a route that does not upload)
      mustRefuse: !type.startsWith('application/json'),
    })),
    fc.constantFrom('\ufeff', ' \n\t ').map((prefix) => ({ value: { bytes: Buffer.from(prefix + baseText), contentType: 'application/json' }, broken: `JSON after ${JSON.stringify(prefix)}`, mustRefuse: false })),
  ];
  if (required.length) {
    faults.push(
      fc.constantFrom(...required).map((name) => {
        const rest = { ...base };
        delete rest[name];
        return { value: json(rest), broken: `missing required field ${name}`, mustRefuse: true };
      }),
      fc.constant({ value: json({}), broken: 'empty object', mustRefuse: true }),
    );
  }
  if (props.length) {
    const prop = fc.constantFrom(...props);
    faults.push(
      prop.chain(([name, s]) =>
        fc.constantFrom(...wrongTypeValues(s), null).map((v) => ({
          value: json(withProperty(base, name, v)),
          broken: `${name} = ${jsonText(v).slice(0, 40)} (${s.type})`,
          // null for an optional property is read as absent (class-validator's IsOptional)
          mustRefuse: v !== null || (!s.nullable && required.includes(name)),
        })),
      ),
      prop.chain(([name, s]) => hostileValue(s).map((f) => ({ value: json(withProperty(base, name, f.value)), broken: `${name}: ${f.broken}`, mustRefuse: f.mustRefuse }))),
      prop.chain(([name, s]) => hostileValue(s).map((f) => ({ value: json(withProperty(base, name, f.value)), broken: `${name}: ${f.broken}`, mustRefuse: f.mustRefuse }))),
      // bytes that are not UTF-8 inside a string value
      fc.record({ name: fc.constantFrom(...names), bytes: fc.uint8Array({ minLength: 1, maxLength: 30 }) }).map(({ name, bytes }) => {
        const [before, after] = jsonText(withProperty(base, name, '\ue002')).split('"\ue002"');
        return {
          value: { bytes: Buffer.concat([Buffer.from(before + '"'), Buffer.from(bytes.filter((b) => b !== 0x22 && b !== 0x5c)), Buffer.from('"' + after)]), contentType: 'application/json' },
          broken: `${name}: raw bytes (not UTF-8)`,
          mustRefuse: false,
        };
      }),
      prop.map(([name, s]) => ({
        value: { bytes: Buffer.from(baseText.replace(/}$/, `,"${name}":{"nested":[1,2,3]}}`)), contentType: 'application/json' },
        broken: `duplicate key ${name} (an object last)`,
        // JSON.parse keeps the last one: an object where the document wants something else
        mustRefuse: s.type !== undefined && s.type !== 'object',
      })),
    );
  }
  return fc.oneof(...faults);
}

/** multipart/form-data body of the given parts. */
function multipartBody(parts: Array<{ name: string; filename?: string; type?: string; data: Uint8Array | string }>, boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`));
    chunks.push(typeof p.data === 'string' ? Buffer.from(p.data) : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Breaks of a multipart upload: every one refused (the ids of these cases exist nowhere). */
function multipartFaults(schema: Schema): fc.Arbitrary<Fault<Body>> {
  const field = Object.keys(schema.properties ?? {})[0] ?? 'file';
  const boundary = '----fuzzBoundary7MA4YWxkTrZu0gW';
  const type = `multipart/form-data; boundary=${boundary}`;
  const filename = fc.oneof(fc.constantFrom('a.png', '../../etc/passwd', 'x".png', '', 'a\u0000.png', '💩.webp'), fc.string({ maxLength: 20 })).map((s) => s.replace(/[\r\n"]/g, '_'));
  const file = fc.record({
    name: fc.oneof({ arbitrary: fc.constant(field), weight: 4 }, fc.constantFrom('other', '', '__proto__')),
    filename,
    type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'text/plain', 'application/octet-stream', ''),
    data: fc.uint8Array({ maxLength: 3000 }),
  });
  return fc.oneof(
    fc.array(file, { minLength: 1, maxLength: 12 }).map((files) => ({ value: { bytes: multipartBody(files, boundary), contentType: type }, broken: `${files.length} files that are not images`, mustRefuse: true })),
    fc.constant({ value: { bytes: multipartBody([], boundary), contentType: type }, broken: 'no parts', mustRefuse: true }),
    fc.integer({ min: 33, max: 5000 }).map((levels) => ({
      value: { bytes: multipartBody([{ name: 'meta', type: 'application/json', data: deepText(levels, false) }], boundary), contentType: type },
      broken: `JSON field nested ${levels} levels`,
      mustRefuse: true,
    })),
    hostileString.map((s) => ({ value: { bytes: multipartBody([{ name: field, data: s }], boundary), contentType: type }, broken: 'a text field where files belong', mustRefuse: true })),
    fc.constantFrom(
      { bytes: Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'), contentType: 'multipart/form-data; boundary=x' },
      { bytes: Buffer.from('garbage'), contentType: 'multipart/form-data' },
      { bytes: Buffer.from(`--${boundary}\r\n\r\n\r\n--${boundary}--`), contentType: type },
      { bytes: multipartBody([{ name: field, filename: 'a.png', type: 'image/png', data: 'x' }], boundary), contentType: 'multipart/form-data; boundary=other' },
      { bytes: Buffer.from('{"images":[]}'), contentType: 'application/json' },
    ).map((value) => ({ value, broken: `malformed multipart (${value.contentType})`, mustRefuse: true })),
  );
}

// ---- path, query, headers ----------------------------------------------------------------

/** Path parameter values that are no id and no key of anything (each must be a 4xx). */
const NOT_IDS = [
  '0', '-1', '1.5', 'null', 'undefined', 'true', 'NaN', '%00', '%20', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', '..%252F..%252F',
  '%2E%2E%5C%2E%2E%5Cwindows', 'a/../../b', "'%20OR%20'1'%3D'1", '%22%3E%3Cscript%3E', '%F0%9F%92%A9', '%ED%A0%80', '%FF%FE',
  '%C0%AE%C0%AE', '%E2%80%AE', '{id}', '*', ';', '00000000-0000-4000-8000-00000000000', '00000000-0000-4000-8000-0000000000000',
  '00000000-0000-4000-8000-00000000000g', '00000000000040008000000000000000', '%7B%22a%22%3A1%7D',
];

const notAnId: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NOT_IDS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeText), weight: 2 },
  { arbitrary: fc.uint8Array({ minLength: 1, maxLength: 20 }).map(percentEncode), weight: 1 },
  { arbitrary: fc.integer({ min: 100, max: 4000 }).map((n) => 'a'.repeat(n)), weight: 1 },
);

const fill = (op: Operation, values: Record<string, string>) => op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name]);

function queryValue(schema: Schema): fc.Arbitrary<Fault<string>> {
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const bad = numeric
    ? fc.constantFrom('abc', '1.5', '1e3', '-1', '0', '61', '1000000', '99999999999999999999999', 'NaN', 'Infinity', '-Infinity', '', ' 1', '0x10', '1,2', '١٢')
    : hostileString.filter((s) => s.length < 6000);
  return bad.map((s) => {
    const n = /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : NaN;
    const mustRefuse = numeric ? numberViolates(schema, n) : stringViolates(schema, s);
    return { value: s, broken: `${JSON.stringify(s.slice(0, 40))}${s.length > 40 ? `… (${s.length} chars)` : ''}`, mustRefuse };
  });
}

/** Breaks of the query string of an operation that documents query parameters. */
function queryFaults(params: Parameter[]): fc.Arbitrary<Fault<string>> {
  const valid = params.map((p) => `${p.name}=${encodeText(String(sampleOf(p.schema)))}`).join('&');
  const param = fc.constantFrom(...params);
  return fc.oneof(
    fc.constant({ value: valid, broken: 'documented query values', mustRefuse: false }),
    param.chain((p) => queryValue(p.schema).map((f) => ({ value: `${p.name}=${encodeText(f.value)}`, broken: `${p.name}=${f.broken}`, mustRefuse: f.mustRefuse }))),
    param.chain((p) => fc.uint8Array({ minLength: 1, maxLength: 20 }).map((b) => ({ value: `${p.name}=${percentEncode(b)}`, broken: `${p.name}= raw bytes`, mustRefuse: !!p.schema.enum }))),
    param.map((p) => ({ value: `${p.name}=${encodeText(String(sampleOf(p.schema)))}&${p.name}=${encodeText(String(sampleOf(p.schema)))}`, broken: `${p.name} twice (an array)`, mustRefuse: true })),
    param.map((p) => ({ value: `${p.name}[a]=1&${p.name}[]=2`, broken: `${p.name}[a] (object syntax)`, mustRefuse: false })),
    fc.oneof(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', 'offset', 'page', 'size', 'where'), fc.string({ minLength: 1, maxLength: 15 }))
      .filter((n) => !params.some((p) => p.name === n))
      // `?__proto__=1` never reaches the app: the query parser drops the key itself
      .map((name) => ({ value: `${encodeText(name)}=1`, broken: `unknown parameter ${JSON.stringify(name)}`, mustRefuse: name !== '__proto__' })),
    // the whole request head stays under Node's 16 kB limit (above it Node refuses the request itself)
    fc.integer({ min: 600, max: Math.floor(10_000 / params.length) }).map((n) => ({ value: params.map((p) => `${p.name}=${'A'.repeat(n)}`).join('&'), broken: `every parameter ${n} chars long (oversized pages and cursors)`, mustRefuse: true })),
  );
}

/** Authorization headers that authenticate nobody. */
const BAD_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer null',
  'Bearer a.b.c',
  'Basic YWRtaW46YWRtaW4=',
  'bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.',
  'Bearer ' + 'a'.repeat(8000),
  'Bearer eyJhbGciOiJIUzI1NiJ9.e30.' + 'x'.repeat(43),
];

// ---- the case ----------------------------------------------------------------------------

/** The parts of a request a fault replaces; the rest stays as documented. */
interface Parts {
  path?: Record<string, string>;
  query?: string;
  body?: Body;
  headers?: Record<string, string>;
}

function toCase(op: Operation, parts: Parts, broken: string, mustRefuse: boolean, ids: Record<string, string>): FuzzCase {
  const path = fill(op, { ...ids, ...parts.path });
  const headers: Record<string, string> = { ...parts.headers };
  if (parts.body?.contentType) headers['content-type'] = parts.body.contentType;
  const c: FuzzCase = { target: parts.query ? `${path}?${parts.query}` : path, headers, body: parts.body?.bytes, broken, mustRefuse };
  // fast-check prints counterexamples with this: short enough to read, exact enough to replay by hand
  Object.defineProperty(c, fc.toStringMethod, {
    value: () => {
      const body = c.body ? ` body(${c.body.length} bytes, ${c.headers['content-type'] ?? 'no content type'}): ${JSON.stringify(c.body.subarray(0, 160).toString())}` : '';
      return `${op.method} ${c.target.slice(0, 200)}${c.target.length > 200 ? '…' : ''} [${broken}]${body}`;
    },
  });
  return c;
}

/** Arbitrary hostile requests for one operation (the caller adds the role's token unless the case set its own). */
export function caseArbitrary(op: Operation): fc.Arbitrary<FuzzCase> {
  const ids: fc.Arbitrary<Record<string, string>> = fc.tuple(...op.pathParams.map(() => fc.uuid({ version: 4 }))).map((uuids) =>
    Object.fromEntries(op.pathParams.map((p, i) => [p.name, uuids[i]])),
  );
  const baseBody: Body | undefined = op.body?.kind === 'json' ? json(sampleOf(op.body.schema)) : undefined;
  const options: Array<{ arbitrary: fc.Arbitrary<FuzzCase>; weight: number }> = [];
  const add = (weight: number, arb: fc.Arbitrary<Fault<Parts>>) =>
    options.push({ arbitrary: fc.tuple(arb, ids).map(([f, i]) => toCase(op, { body: baseBody, ...f.value }, f.broken, f.mustRefuse, i)), weight });

  if (op.pathParams.length) {
    add(
      3,
      fc.record({ param: fc.constantFrom(...op.pathParams), value: notAnId }).map(({ param, value }) => ({
        value: { path: { [param.name]: value } },
        broken: `${param.name} = ${value.slice(0, 60)}${value.length > 60 ? '…' : ''}`,
        mustRefuse: true,
      })),
    );
  }
  if (op.query.length) add(3, queryFaults(op.query).map((f) => ({ ...f, value: { query: f.value } })));
  if (op.body?.kind === 'json') add(6, jsonBodyFaults(op.body.schema).map((f) => ({ ...f, value: { body: f.value } })));
  if (op.body?.kind === 'multipart') add(6, multipartFaults(op.body.schema).map((f) => ({ ...f, value: { body: f.value } })));
  if (!op.body && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method)) {
    // a body the operation does not take: read and validated anyway by the parser
    add(2, fc.oneof(
      fc.integer({ min: 33, max: 5000 }).map((n) => ({ value: { body: { bytes: Buffer.from(deepText(n, false)), contentType: 'application/json' } }, broken: `unexpected body nested ${n} levels`, mustRefuse: true })),
      fc.constantFrom(...malformedJson('{"a":1}')).map((text) => ({ value: { body: { bytes: Buffer.from(text), contentType: 'application/json' } }, broken: 'unexpected malformed JSON body', mustRefuse: true })),
      fc.constant({ value: { body: { bytes: Buffer.from('x'.repeat(150 * 1024)), contentType: 'application/json' } }, broken: 'unexpected 150 kB body', mustRefuse: true }),
    ));
  }
  add(
    1,
    fc.constantFrom(...BAD_AUTH).map((auth) => ({ value: { headers: { authorization: auth } }, broken: `Authorization: ${auth.slice(0, 40)}`, mustRefuse: op.bearer })),
  );
  add(
    1,
    fc.oneof(fc.constantFrom('', '../../x', '<script>', 'a'.repeat(5000), '%00', '\u00e9\u00e9'), fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''))).map((id) => ({
      value: { headers: { 'x-correlation-id': id } },
      broken: `x-correlation-id: ${id.slice(0, 40)}`,
      mustRefuse: false,
    })),
  );
  return fc.oneof(...options);
}
