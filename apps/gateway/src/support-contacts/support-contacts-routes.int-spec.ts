import { IdentitySubjects, type SupportContacts } from '@resellpk/contracts';
import { SUPPORT_MSG } from '@resellpk/domain';
import request from 'supertest';
import { gatewayWithStub } from '../testing/gateway-with-stub';
import { SUPPORT_CONTACTS_CACHE_CONTROL } from './support-contacts.controller';

const ok = <T>(data: T) => ({ ok: true as const, data });
const CONTACTS: SupportContacts = { whatsapp: '+923001110000', email: 'support@resellpk.pk', hoursEn: 'Mon-Sat', hoursUr: 'پیر تا ہفتہ', updatedAt: '2026-11-28T10:00:00.000Z' };
const INPUT = { whatsapp: '0321-7654321', email: 'help@resellpk.pk', hoursEn: 'Every day', hoursUr: 'روزانہ' };

describe('support contacts routes', () => {
  const t = gatewayWithStub([IdentitySubjects.getSupportContacts, IdentitySubjects.updateSupportContacts]);
  const put = (role: 'admin' | 'topup_helper' | 'reseller', body: object = INPUT) =>
    request(t.gw.url).put('/api/v1/admin/settings/support-contacts').set('Authorization', `Bearer ${t.gw.token(role)}`).send(body);

  it('serves them to anyone, cacheable, from memory for a few seconds; an admin change shows at once', async () => {
    t.stub.handlers[IdentitySubjects.getSupportContacts] = () => ok(CONTACTS);
    const first = await request(t.gw.url).get('/api/v1/support-contacts').expect(200);
    expect(first.body).toEqual({ contacts: CONTACTS });
    expect(first.headers['cache-control']).toBe(SUPPORT_CONTACTS_CACHE_CONTROL);
    await request(t.gw.url).get('/api/v1/support-contacts').expect(200, { contacts: CONTACTS });
    expect(t.stub.received.filter((r) => r.subject === IdentitySubjects.getSupportContacts)).toHaveLength(1);

    const saved = { ...CONTACTS, whatsapp: '+923217654321' };
    t.stub.handlers[IdentitySubjects.updateSupportContacts] = () => ok(saved);
    await put('admin').expect(200, saved);
    const update = t.stub.received.find((r) => r.subject === IdentitySubjects.updateSupportContacts);
    expect(update?.req).toMatchObject({ data: INPUT, ctx: { role: 'admin' } });
    await request(t.gw.url).get('/api/v1/support-contacts').expect(200, { contacts: saved });
  });

  it('admins only, with the fields a form sends', async () => {
    await put('topup_helper').expect(403);
    await put('reseller').expect(403);
    await request(t.gw.url).put('/api/v1/admin/settings/support-contacts').send(INPUT).expect(401);
    expect(t.stub.received.filter((r) => r.subject === IdentitySubjects.updateSupportContacts)).toEqual([]);
    const bad = await put('admin', { ...INPUT, whatsapp: 923001234567 }).expect(400);
    expect(bad.body).toMatchObject({ field: 'whatsapp', message: SUPPORT_MSG.whatsappInvalid });
  });
});
