import { randomUUID } from 'node:crypto';
import type { ServiceHarness } from '@resellpk/backend-service-testing';
import { ChatSubjects } from '@resellpk/contracts';
import { startChatHarness } from '../testing/chat-harness';

describe('chat.countRooms', () => {
  let h: ServiceHarness;
  beforeAll(async () => {
    h = await startChatHarness();
  });
  afterAll(() => h?.close());

  const admin = { userId: randomUUID(), role: 'admin' as const };

  it('counts the rows', async () => {
    expect(await h.call(ChatSubjects.countRooms, {}, admin)).toEqual({ total: 0 });
    await h.service.dataSource.query(`INSERT INTO chat_rooms DEFAULT VALUES`);
    expect(await h.call(ChatSubjects.countRooms, {}, admin)).toEqual({ total: 1 });
  });

  it('is for admins only', async () => {
    expect((await h.callError(ChatSubjects.countRooms, {}, { userId: randomUUID(), role: 'reseller' })).code).toBe('FORBIDDEN');
    expect((await h.callError(ChatSubjects.countRooms, {}, {})).code).toBe('UNAUTHORIZED');
  });
});
