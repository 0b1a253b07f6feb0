import type { ServiceName } from '../services';

/** The apps that speak on the bus: the gateway and every domain service (SERVICES names). */
export type BusApp = 'gateway' | ServiceName;

/**
 * One request-reply subject: what the caller sends as `data` and what the handler answers. A map
 * from subject to Command is the typed contract both the callers and the handler compile against.
 */
export interface Command<Req, Res> {
  request: Req;
  response: Res;
}

/** A request that carries nothing. */
export type NoData = Record<string, never>;

/**
 * Who may publish each subject of a commands map. NATS permissions are generated from it, so no
 * other app can send the command; `gateway` callers are the only ones whose request context
 * (`userId`, `role`, `plan`) a handler trusts.
 */
export type CallersOf<M> = { readonly [S in keyof M]: readonly BusApp[] };

type VerbOf<S, P extends string> = S extends `${P}.${infer V}` ? V : never;
/** `{ listProducts: 'catalog.listProducts', ... }` for a commands map with prefix `catalog`. */
export type SubjectsOf<M, P extends string> = { readonly [S in keyof M & string as VerbOf<S, P>]: S };

/** The subject constants of a commands map, derived from its callers table. */
export function subjectsOf<M, P extends string>(prefix: P, callers: CallersOf<M>): SubjectsOf<M, P> {
  const out: Record<string, string> = {};
  for (const subject of Object.keys(callers)) {
    if (!subject.startsWith(`${prefix}.`) || subject.split('.').length !== 2) {
      throw new Error(`Command subject "${subject}" must be "${prefix}.<verb>"`);
    }
    out[subject.slice(prefix.length + 1)] = subject;
  }
  return out as SubjectsOf<M, P>;
}

/** Which services consume each event of an events map (durable JetStream consumers with an inbox). */
export type ConsumersOf<M> = { readonly [S in keyof M]: readonly ServiceName[] };

/** An app's reply-inbox prefix: NATS lets each app read its own replies only. */
export function inboxPrefixOf(app: BusApp): string {
  return `_INBOX_${app}`;
}
