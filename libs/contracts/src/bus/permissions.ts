import { SERVICE_LIST, type ServiceName } from '../services';
import { inboxPrefixOf, type BusApp } from './command';
import { durableNameOf, publisherOf } from './events';
import { COMMAND_CALLERS, EVENT_CONSUMERS, REALTIME_EVENTS, SESSION_EVENTS } from './registry';

/** What one app may publish and subscribe to on NATS, derived from the registry. */
export interface BusPermissions {
  publish: string[];
  subscribe: string[];
  /** may answer requests sent to it (services), without publish rights on the callers' inboxes */
  allowResponses: boolean;
}

export const BUS_APPS: readonly BusApp[] = ['gateway', ...SERVICE_LIST.map((s) => s.name)];

const commandSubjects = Object.keys(COMMAND_CALLERS) as Array<keyof typeof COMMAND_CALLERS>;
const eventSubjects = Object.keys(EVENT_CONSUMERS) as Array<keyof typeof EVENT_CONSUMERS>;

/** The JetStream API calls a durable pull consumer makes (create or update, info, fetch, ack). */
function consumerApi(stream: string, durable: string): string[] {
  return [
    `$JS.API.CONSUMER.CREATE.${stream}.${durable}`,
    `$JS.API.CONSUMER.CREATE.${stream}.${durable}.>`,
    `$JS.API.CONSUMER.DURABLE.CREATE.${stream}.${durable}`,
    `$JS.API.CONSUMER.INFO.${stream}.${durable}`,
    `$JS.API.CONSUMER.MSG.NEXT.${stream}.${durable}`,
    `$JS.ACK.${stream}.${durable}.>`,
  ];
}

/**
 * Exactly what an app needs: the gateway publishes the commands it may call and reads the
 * realtime events (REALTIME_EVENTS) and the session events (SESSION_EVENTS); a service also
 * serves its own commands, publishes its own events into its own stream and reads the streams of
 * the events it consumes, each through its one durable consumer. Every app reads replies on its
 * own inbox prefix only.
 */
export function busPermissions(app: BusApp): BusPermissions {
  const publish = commandSubjects.filter((s) => (COMMAND_CALLERS[s] as readonly BusApp[]).includes(app)) as string[];
  const subscribe = [`${inboxPrefixOf(app)}.>`];
  // the gateway reads the events it relays to browsers and those that end sessions, and publishes none
  if (app === 'gateway') return { publish, subscribe: [...subscribe, ...REALTIME_EVENTS, ...SESSION_EVENTS], allowResponses: false };

  const service = SERVICE_LIST.find((s) => s.name === app);
  if (!service) throw new Error(`unknown bus app ${app}`);
  subscribe.push(...commandSubjects.filter((s) => s.startsWith(`${app}.`)));
  const ownEvents = eventSubjects.filter((s) => publisherOf(s).name === app);
  publish.push(
    ...ownEvents,
    '$JS.API.INFO',
    `$JS.API.STREAM.INFO.${service.stream}`,
    `$JS.API.STREAM.CREATE.${service.stream}`,
    `$JS.API.STREAM.UPDATE.${service.stream}`,
  );
  for (const subject of eventSubjects) {
    if (!(EVENT_CONSUMERS[subject] as readonly ServiceName[]).includes(app)) continue;
    publish.push(...consumerApi(publisherOf(subject).stream, durableNameOf(app, subject)));
  }
  return { publish: [...new Set(publish)], subscribe: [...new Set(subscribe)], allowResponses: true };
}

/** `NATS_PASSWORD_WALLET_PAYMENTS`: the environment variable holding an app's bus password. */
export function passwordVariableOf(app: BusApp): string {
  return `NATS_PASSWORD_${app.toUpperCase().replace(/-/g, '_')}`;
}
