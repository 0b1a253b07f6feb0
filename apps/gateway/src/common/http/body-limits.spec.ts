import fc from 'fast-check';
import { jsonTextTooDeep, MAX_JSON_DEPTH, valueTooDeep } from './body-limits';

/** Reference: the nesting depth of a parsed value, recursively (fine for the small values generated). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

const nested = (levels: number, open = '{"a":', close = '}') => open.repeat(levels) + '1' + close.repeat(levels);

describe('jsonTextTooDeep', () => {
  it('counts objects and arrays up to the limit, and one more is too deep', () => {
    expect(jsonTextTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTextTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTextTooDeep(nested(MAX_JSON_DEPTH + 1, '[', ']'))).toBe(true);
    expect(jsonTextTooDeep(nested(3, '[{"x":', '}]'), 5)).toBe(true);
    expect(jsonTextTooDeep(nested(3, '[{"x":', '}]'), 6)).toBe(false);
  });

  it('stops early on 5,000 levels and never recurses', () => {
    expect(jsonTextTooDeep(nested(5000))).toBe(true);
    expect(jsonTextTooDeep('['.repeat(1_000_000))).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonTextTooDeep(JSON.stringify({ a: '{'.repeat(100), b: '\\"[[[[', c: '"' + '['.repeat(100) }))).toBe(false);
    expect(jsonTextTooDeep(JSON.stringify(['\\', '{{{{{{'] ), 1)).toBe(false);
  });

  it('agrees with the parsed depth of any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, limit) => {
        expect(jsonTextTooDeep(JSON.stringify(value), limit)).toBe(depthOf(value) > limit);
      }),
      { numRuns: 500 },
    );
  });
});

describe('valueTooDeep', () => {
  it('agrees with the recursive depth of any value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, limit) => {
        expect(valueTooDeep(value, limit)).toBe(depthOf(value) > limit);
      }),
      { numRuns: 500 },
    );
  });

  it('handles a value far deeper than the stack allows', () => {
    expect(valueTooDeep(JSON.parse(nested(100_000)))).toBe(true);
    expect(valueTooDeep(JSON.parse(nested(MAX_JSON_DEPTH)))).toBe(false);
  });
});
