import { SERVICE_LIST } from '../services';
import { COMMAND_CALLERS, EVENT_CONSUMERS } from './registry';
import { publisherOf } from './events';

const SERVICE_NAMES = SERVICE_LIST.map((s) => s.name);

describe('the bus registry', () => {
  it('names every command <service>.<verb> of a known service, with known callers', () => {
    for (const [subject, callers] of Object.entries(COMMAND_CALLERS)) {
      const [prefix, verb, ...rest] = subject.split('.');
      expect({ subject, ok: SERVICE_NAMES.includes(prefix as never) && !!verb && rest.length === 0 }).toEqual({ subject, ok: true });
      for (const caller of callers as readonly string[]) expect(['gateway', ...SERVICE_NAMES]).toContain(caller);
      expect((callers as readonly string[]).length).toBeGreaterThan(0);
    }
  });

  it('keeps gateway subjects and service-to-service subjects apart (a user context is trusted only from the gateway)', () => {
    for (const [subject, callers] of Object.entries(COMMAND_CALLERS)) {
      const list = callers as readonly string[];
      const mixed = list.includes('gateway') && list.length > 1;
      expect({ subject, mixed }).toEqual({ subject, mixed: false });
      // a service never calls itself over the bus
      expect({ subject, selfCall: list.includes(subject.split('.')[0]) }).toEqual({ subject, selfCall: false });
    }
  });

  it('names every event <service>.<entity>.<event>.v<N>, consumed by known services other than its publisher', () => {
    for (const [subject, consumers] of Object.entries(EVENT_CONSUMERS)) {
      expect(subject).toMatch(/^[a-z-]+\.[a-z0-9-]+\.[a-z0-9-]+\.v\d+$/);
      const publisher = publisherOf(subject).name;
      for (const consumer of consumers as readonly string[]) {
        expect(SERVICE_NAMES).toContain(consumer);
        expect(consumer).not.toBe(publisher);
      }
    }
  });

  it('gives every service a health subject the gateway may call', () => {
    for (const name of SERVICE_NAMES) expect((COMMAND_CALLERS as Record<string, readonly string[]>)[`${name}.health`]).toEqual(['gateway']);
  });
});
