import type { ContractSchemas, Schema } from './contract-schemas';

/**
 * Whether a changed contract still works for the other side, published version by published
 * version. Readers tolerate fields they do not know (JSON), so additions pass:
 *
 * - a request is read by the handler, written by callers that may be older: the new request
 *   schema must accept every request the old one accepted (no new required field, no narrowed type);
 * - a response or an event is written by the new code and read by consumers that may be older: it
 *   must fit the old schema (no removed or newly optional field, no widened type, no new enum value,
 *   no new null);
 * - in both, a removed field, a removed subject or a changed documented meaning (a field's doc
 *   comment) is breaking: make a new version (`<service>.<verb>V2`, `....v2`) next to the old one.
 */
export interface BreakingChange {
  subject: string;
  part: 'request' | 'response' | 'event' | 'subject';
  path: string;
  reason: string;
}

type Mode = 'input' | 'output';

const NULL = 'null';

/** The set of JSON types a schema admits (`integer` counts as `number`), or null for "anything". */
function typesOf(s: Schema): Set<string> | null {
  if (s.anyOf) {
    const all = new Set<string>();
    for (const member of s.anyOf) {
      const t = typesOf(member);
      if (!t) return null;
      t.forEach((x) => all.add(x));
    }
    return all;
  }
  if (s.enum || s.const !== undefined) {
    const values = s.enum ?? [s.const];
    return new Set(values.map((v) => (v === null ? NULL : Array.isArray(v) ? 'array' : typeof v === 'object' ? 'object' : typeof v)));
  }
  if (s.type === undefined) return s.properties ? new Set(['object']) : s.items ? new Set(['array']) : null;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return new Set(types.map((t) => (t === 'integer' ? 'number' : t)));
}

/** The members of a union for one JSON type (objects of a union are merged as alternatives). */
function branches(s: Schema, type: string): Schema[] {
  if (s.anyOf) return s.anyOf.flatMap((m) => branches(m, type));
  const t = typesOf(s);
  return !t || t.has(type) ? [s] : [];
}

function enumOf(s: Schema): unknown[] | undefined {
  if (s.anyOf) {
    const parts = s.anyOf.map(enumOf);
    return parts.every((p) => p !== undefined) ? parts.flat() : undefined;
  }
  if (s.enum) return s.enum;
  if (s.const !== undefined) return [s.const];
  return undefined;
}

/**
 * Every value `inner` admits is admitted by `outer` (conservatively), else the reasons.
 * Extra object properties are always admitted: readers ignore what they do not know.
 */
function subset(inner: Schema, outer: Schema, at: string, out: string[]): void {
  const outerTypes = typesOf(outer);
  if (!outerTypes) return;
  const innerTypes = typesOf(inner);
  if (!innerTypes) {
    out.push(`${at}: any value where only ${[...outerTypes].join(' | ')} was`);
    return;
  }
  for (const t of innerTypes) {
    if (t === 'number' && !outerTypes.has('number')) out.push(`${at}: number where ${[...outerTypes].join(' | ')} was`);
    else if (t !== 'number' && !outerTypes.has(t)) out.push(`${at}: ${t} where ${[...outerTypes].join(' | ')} was`);
  }
  const outerEnum = enumOf(outer);
  if (outerEnum) {
    const innerEnum = enumOf(inner);
    const scalar = [...innerTypes].filter((t) => t !== NULL && t !== 'object' && t !== 'array');
    if (scalar.length && !innerEnum) out.push(`${at}: any ${scalar.join(' | ')} where only ${JSON.stringify(outerEnum)} was`);
    for (const v of innerEnum ?? []) if (!outerEnum.some((o) => JSON.stringify(o) === JSON.stringify(v))) out.push(`${at}: ${JSON.stringify(v)} is new`);
  }
  if (innerTypes.has('object') && outerTypes.has('object')) {
    for (const a of branches(inner, 'object')) {
      const reasons = branches(outer, 'object').map((b) => {
        const r: string[] = [];
        objectSubset(a, b, at, r);
        return r;
      });
      if (!reasons.some((r) => r.length === 0)) out.push(...(reasons[0] ?? [`${at}: an object where none was`]));
    }
  }
  if (innerTypes.has('array') && outerTypes.has('array')) {
    for (const a of branches(inner, 'array')) {
      for (const b of branches(outer, 'array')) {
        if (a.items && b.items && !Array.isArray(a.items) && !Array.isArray(b.items)) subset(a.items, b.items, `${at}[]`, out);
      }
    }
  }
  if (typeof outer.format === 'string' && inner.format !== outer.format) out.push(`${at}: format ${String(inner.format ?? 'none')} where ${outer.format} was`);
}

function objectSubset(inner: Schema, outer: Schema, at: string, out: string[]): void {
  const innerRequired = new Set(inner.required ?? []);
  for (const name of outer.required ?? []) {
    if (!innerRequired.has(name)) out.push(`${at}.${name}: may be missing where it was required`);
  }
  for (const [name, outerProp] of Object.entries(outer.properties ?? {})) {
    const innerProp = inner.properties?.[name];
    if (innerProp) subset(innerProp, outerProp, `${at}.${name}`, out);
  }
  if (outer.additionalProperties && typeof outer.additionalProperties === 'object') {
    const innerExtra = inner.additionalProperties && typeof inner.additionalProperties === 'object' ? inner.additionalProperties : undefined;
    if (innerExtra) subset(innerExtra, outer.additionalProperties, `${at}[*]`, out);
  }
}

/** Removed fields and changed documented meanings, in either direction. */
function removedOrReworded(before: Schema, after: Schema, at: string, out: string[]): void {
  if (before.description !== undefined && after.description !== before.description) {
    out.push(`${at}: documented meaning changed from ${JSON.stringify(before.description)} to ${JSON.stringify(after.description ?? '')}`);
  }
  const afterObjects = branches(after, 'object');
  for (const b of branches(before, 'object')) {
    for (const [name, prop] of Object.entries(b.properties ?? {})) {
      const match = afterObjects.map((a) => a.properties?.[name]).find(Boolean);
      if (!match) out.push(`${at}.${name}: removed`);
      else removedOrReworded(prop, match, `${at}.${name}`, out);
    }
  }
  const beforeArrays = branches(before, 'array');
  const afterArrays = branches(after, 'array');
  if (beforeArrays[0]?.items && afterArrays[0]?.items && !Array.isArray(beforeArrays[0].items) && !Array.isArray(afterArrays[0].items)) {
    removedOrReworded(beforeArrays[0].items, afterArrays[0].items, `${at}[]`, out);
  }
}

function comparePart(before: Schema, after: Schema, mode: Mode): string[] {
  const out: string[] = [];
  if (mode === 'input') subset(before, after, '$', out);
  else subset(after, before, '$', out);
  removedOrReworded(before, after, '$', out);
  // a removed field is reported once, as removed
  const removed = new Set(out.filter((r) => r.endsWith(': removed')).map((r) => r.split(':')[0]));
  return [...new Set(out)].filter((r) => !(r.endsWith('may be missing where it was required') && removed.has(r.split(':')[0])));
}

/** Every breaking change from the published snapshot to the current contracts. */
export function breakingChanges(published: ContractSchemas, current: ContractSchemas): BreakingChange[] {
  const changes: BreakingChange[] = [];
  for (const [subject, before] of Object.entries(published.commands)) {
    const after = current.commands[subject];
    if (!after) {
      changes.push({ subject, part: 'subject', path: '', reason: 'the command is gone' });
      continue;
    }
    for (const reason of comparePart(before.request, after.request, 'input')) changes.push({ subject, part: 'request', path: reason.split(':')[0], reason });
    for (const reason of comparePart(before.response, after.response, 'output')) changes.push({ subject, part: 'response', path: reason.split(':')[0], reason });
  }
  for (const [subject, before] of Object.entries(published.events)) {
    const after = current.events[subject];
    if (!after) {
      changes.push({ subject, part: 'subject', path: '', reason: 'the event is gone' });
      continue;
    }
    for (const reason of comparePart(before, after, 'output')) changes.push({ subject, part: 'event', path: reason.split(':')[0], reason });
  }
  return changes;
}

/** Only changes to documented meanings (a reworded doc comment), which `--reworded` may accept. */
export function isRewordingOnly(change: BreakingChange): boolean {
  return /documented meaning changed/.test(change.reason);
}

export function describeChange(c: BreakingChange): string {
  return `${c.subject} ${c.part}: ${c.reason}`;
}
