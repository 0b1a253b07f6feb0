import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderNatsAuthConfig } from './nats-config';
import { BUS_APPS, busPermissions } from './permissions';
import { REALTIME_EVENTS, SESSION_EVENTS } from './registry';

describe('bus permissions', () => {
  it('infra/nats/auth.conf is the rendering of the registry (run `npm run bus:nats-config` after changing it)', () => {
    const committed = readFileSync(path.resolve(__dirname, '../../../../infra/nats/auth.conf'), 'utf8');
    expect(committed).toBe(renderNatsAuthConfig());
  });

  it('lets the gateway publish only commands, and read only its own replies, the realtime events and the session events', () => {
    const p = busPermissions('gateway');
    expect(p.publish).toContain('catalog.listProducts');
    expect(p.publish.every((s) => s.split('.').length === 2 && !s.startsWith('$'))).toBe(true);
    expect(p.subscribe).toEqual(['_INBOX_gateway.>', ...REALTIME_EVENTS, ...SESSION_EVENTS]);
    expect(p.allowResponses).toBe(false);
  });

  it('lets a service serve its own commands, publish its own events and nothing of another service', () => {
    const catalog = busPermissions('catalog');
    expect(catalog.subscribe).toContain('catalog.createProduct');
    expect(catalog.subscribe.filter((s) => !s.startsWith('_INBOX_catalog')).every((s) => s.startsWith('catalog.'))).toBe(true);
    expect(catalog.publish).toContain('catalog.product.stock-back.v1');
    expect(catalog.publish).not.toContain('identity.user.role-changed.v1');
    expect(catalog.publish.some((s) => s.startsWith('identity.') || s.startsWith('$JS.API.STREAM.CREATE.IDENTITY'))).toBe(false);
    // its one durable consumer on identity's stream, by name
    expect(catalog.publish).toContain('$JS.API.CONSUMER.MSG.NEXT.IDENTITY.catalog__identity_user_role-changed_v1');
    expect(catalog.publish.filter((s) => s.includes('CONSUMER') && !s.includes('catalog__'))).toEqual([]);
  });

  it('knows every app, and no wildcard gives a service more than its own subjects', () => {
    expect(BUS_APPS).toEqual(expect.arrayContaining(['gateway', 'identity', 'catalog', 'orders', 'coins', 'wallet-payments', 'chat']));
    for (const app of BUS_APPS) {
      const p = busPermissions(app);
      for (const subject of [...p.publish, ...p.subscribe]) {
        if (subject.includes('>')) expect(subject).toMatch(new RegExp(`^(_INBOX_${app}\\.>|\\$JS\\.(API\\.CONSUMER\\.CREATE|ACK)\\.[A-Z_]+\\.${app}__[\\w-]+(\\.>)?)$`));
        expect(subject).not.toContain('*');
      }
    }
  });
});
