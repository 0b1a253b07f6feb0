import { COMMAND_CALLERS, durableNameOf, EVENT_CONSUMERS, SERVICE_LIST, type ServiceName } from '@resellpk/contracts';

/**
 * The bounded values of the bus metrics' labels, all read from the contracts' registry: a subject
 * or consumer outside it (a test's ad-hoc subject, a typo) is recorded as `other`.
 */
export const COMMAND_SUBJECTS: readonly string[] = Object.keys(COMMAND_CALLERS);
export const EVENT_SUBJECTS: readonly string[] = Object.keys(EVENT_CONSUMERS);
export const SERVICE_NAMES: readonly string[] = SERVICE_LIST.map((s) => s.name);
/** Every declared durable JetStream consumer (`<service>__<event subject>`). */
export const DURABLE_CONSUMERS: readonly string[] = Object.entries(EVENT_CONSUMERS).flatMap(([subject, consumers]) =>
  (consumers as readonly ServiceName[]).map((consumer) => durableNameOf(consumer, subject)),
);
