import { breakingChanges } from './compatibility';
import type { ContractSchemas, Schema } from './contract-schemas';

const obj = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({
  type: 'object',
  additionalProperties: false,
  properties,
  required,
});
const str: Schema = { type: 'string' };
const num: Schema = { type: 'number' };
const status = (...values: string[]): Schema => ({ type: 'string', enum: values });

const command = (request: Schema, response: Schema): ContractSchemas => ({ commands: { 's.verb': { request, response } }, events: {} });
const event = (payload: Schema): ContractSchemas => ({ commands: {}, events: { 's.thing.happened.v1': payload } });
const reasons = (before: ContractSchemas, after: ContractSchemas) => breakingChanges(before, after).map((c) => `${c.part} ${c.reason}`);

describe('contract compatibility', () => {
  const base = command(obj({ id: str, note: str }, ['id']), obj({ id: str, total: num, status: status('open', 'done') }));

  it('passes the same contract and additive changes', () => {
    expect(reasons(base, base)).toEqual([]);
    // a new optional request field, a new response field, a request enum that accepts more
    const grown = command(
      obj({ id: str, note: str, tag: str, kind: status('a', 'b') }, ['id']),
      obj({ id: str, total: num, status: status('open', 'done'), extra: str }),
    );
    const grownBase = command(obj({ id: str, note: str, kind: status('a') }, ['id']), obj({ id: str, total: num, status: status('open', 'done') }));
    expect(reasons(grownBase, grown)).toEqual([]);
    // a request field that became optional: old callers still send it
    expect(reasons(base, command(obj({ id: str, note: str }, []), base.commands['s.verb'].response))).toEqual([]);
  });

  it('refuses a new required request field and a narrowed request type', () => {
    expect(reasons(base, command(obj({ id: str, note: str, must: str }, ['id', 'must']), base.commands['s.verb'].response))).toEqual([
      'request $.must: may be missing where it was required',
    ]);
    expect(reasons(base, command(obj({ id: num, note: str }, ['id']), base.commands['s.verb'].response))).toEqual(['request $.id: string where number was']);
    const narrowed = command(obj({ id: str, kind: status('a') }, ['id']), obj({}));
    expect(reasons(command(obj({ id: str, kind: status('a', 'b') }, ['id']), obj({})), narrowed)).toEqual(['request $.kind: "b" is new']);
  });

  it('refuses a removed field on either side, and a removed subject', () => {
    expect(reasons(base, command(obj({ id: str }, ['id']), base.commands['s.verb'].response))).toEqual(['request $.note: removed']);
    const lessResponse = command(base.commands['s.verb'].request, obj({ id: str, status: status('open', 'done') }));
    expect(reasons(base, lessResponse)).toEqual(['response $.total: removed']);
    expect(reasons(base, { commands: {}, events: {} })).toEqual(['subject the command is gone']);
  });

  it('refuses a response that widens: optional, null, another type, a new enum value', () => {
    const resp = (s: Schema) => command(base.commands['s.verb'].request, s);
    expect(reasons(base, resp(obj({ id: str, total: num, status: status('open', 'done') }, ['id', 'status'])))).toEqual([
      'response $.total: may be missing where it was required',
    ]);
    expect(reasons(base, resp(obj({ id: str, total: { type: ['number', 'null'] }, status: status('open', 'done') })))).toEqual([
      'response $.total: null where number was',
    ]);
    expect(reasons(base, resp(obj({ id: str, total: str, status: status('open', 'done') })))).toEqual(['response $.total: string where number was']);
    expect(reasons(base, resp(obj({ id: str, total: num, status: status('open', 'done', 'lost') })))).toEqual(['response $.status: "lost" is new']);
  });

  it('refuses a changed documented meaning (the doc comment of a field)', () => {
    const before = event(obj({ amount: { type: 'number', description: 'integer paisa' } }));
    const after = event(obj({ amount: { type: 'number', description: 'rupees' } }));
    expect(reasons(before, after)).toEqual(['event $.amount: documented meaning changed from "integer paisa" to "rupees"']);
  });

  it('checks events like responses, nested objects and arrays included', () => {
    const before = event(obj({ items: { type: 'array', items: obj({ sku: str, qty: num }) } }));
    expect(reasons(before, event(obj({ items: { type: 'array', items: obj({ sku: str, qty: num, note: str }) } })))).toEqual([]);
    expect(reasons(before, event(obj({ items: { type: 'array', items: obj({ sku: str }) } })))).toEqual(['event $.items[].qty: removed']);
    expect(reasons(before, event(obj({ items: { type: 'array', items: obj({ sku: str, qty: str }) } })))).toEqual(['event $.items[].qty: string where number was']);
  });

  it('reads unions: a response may drop a branch but not add one', () => {
    const union = (...types: string[]): Schema => ({ anyOf: types.map((t) => ({ type: t })) });
    const before = event(obj({ v: union('string', 'number') }));
    expect(reasons(before, event(obj({ v: str })))).toEqual([]);
    expect(reasons(before, event(obj({ v: union('string', 'number', 'boolean') })))).toEqual(['event $.v: boolean where string | number was']);
  });
});
