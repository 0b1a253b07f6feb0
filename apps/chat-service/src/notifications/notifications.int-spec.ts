import { randomUUID } from 'node:crypto';
import { eventually } from '@resellpk/backend-testing';
import { MSG } from '@resellpk/domain';
import {
  CatalogEvents,
  ChatEvents,
  ChatSubjects as S,
  IdentityEvents,
  type NotificationCreatedV1,
  type NotificationPage,
  type NotificationView,
} from '@resellpk/contracts';
import type { Tx } from '@resellpk/backend-persistence';
import { withTransaction } from '@resellpk/backend-persistence';
import { resellerCtx, startChatHarness, type ChatHarness } from '../testing/chat-harness';
import { NotificationWriter } from './notification-writer';

/** Notifications made from other services' events, exactly once each, and the caller's own list. */
describe('notifications', () => {
  let h: ChatHarness;
  beforeAll(async () => {
    h = await startChatHarness();
  });
  afterAll(() => h?.close());

  const page = (ctx: ReturnType<typeof resellerCtx>, query: object = {}) => h.call<NotificationPage>(S.listNotifications, query, ctx);
  const createdEventsFor = (userId: string) =>
    h.chatEvents.filter((e) => e.type === ChatEvents.notificationCreatedV1 && (e.data as NotificationCreatedV1).userId === userId);

  it('plan upgraded: one plan_upgraded notification with the plan name, however often the event arrives', async () => {
    const user = resellerCtx();
    const data = { userId: user.userId, plan: 'premium' as const, planName: 'Premium', expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(), requestId: randomUUID() };
    const env = await h.publish(IdentityEvents.planUpgradedV1, data);
    await h.publish(IdentityEvents.planUpgradedV1, data, { id: env.id, msgId: randomUUID() });
    await h.drained(IdentityEvents.planUpgradedV1);
    expect(await h.inboxRows(IdentityEvents.planUpgradedV1, env.id)).toBe(1);
    const { items, unreadCount, nextCursor } = await page(user);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ notificationType: 'plan_upgraded', title: 'Plan Upgraded', isRead: false, metadata: { plan_name: 'Premium' }, productId: null });
    expect(items[0].message).toContain('Premium');
    expect(unreadCount).toBe(1);
    expect(nextCursor).toBeNull();
    // published once for the gateway to relay live
    await eventually(() => createdEventsFor(user.userId).length === 1, 5_000, 'the created event');
    expect(createdEventsFor(user.userId)[0].data).toMatchObject({ notificationId: items[0].id, notificationType: 'plan_upgraded' });
  });

  it('plan expired: one "plan has ended" notification naming the plan, however often the event arrives', async () => {
    const user = resellerCtx();
    const env = await h.publish(IdentityEvents.planExpiredV1, { userId: user.userId, previousPlan: 'starter' });
    await h.publish(IdentityEvents.planExpiredV1, { userId: user.userId, previousPlan: 'starter' }, { id: env.id, msgId: randomUUID() });
    await h.drained(IdentityEvents.planExpiredV1);
    const { items } = await page(user);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ notificationType: 'other', title: 'Plan Ended', message: 'Your Starter plan has ended. You are back on the Free plan.' });
  });

  it('stock back: one stock_back notification to each user named, with the product', async () => {
    const [a, b] = [resellerCtx(), resellerCtx()];
    const productId = randomUUID();
    const data = { productId, productName: 'Wireless Earbuds', userIds: [a.userId, b.userId, a.userId] };
    const env = await h.publish(CatalogEvents.stockBackV1, data);
    await h.publish(CatalogEvents.stockBackV1, data, { id: env.id, msgId: randomUUID() });
    await h.drained(CatalogEvents.stockBackV1);
    for (const user of [a, b]) {
      const { items } = await page(user);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ notificationType: 'stock_back', productId, title: 'Back in Stock' });
      expect(items[0].message).toContain('Wireless Earbuds');
    }
    // the next stock-back of the same product is a new event: a new notification
    await h.publish(CatalogEvents.stockBackV1, { productId, productName: 'Wireless Earbuds', userIds: [a.userId] });
    await h.drained(CatalogEvents.stockBackV1);
    expect((await page(a)).items).toHaveLength(2);
    expect((await page(b)).items).toHaveLength(1);
  });

  it('pages newest first with a cursor, marks one read (own only) and all read', async () => {
    const user = resellerCtx();
    const other = resellerCtx();
    const writer = h.service.app.get(NotificationWriter);
    // 7 notifications through the reusable writer, as the orders issue's profit_sent will be made
    await withTransaction(h.service.dataSource, async (tx: Tx) => {
      for (let i = 1; i <= 7; i++) {
        await writer.notify(tx, [user.userId], { title: `Profit ${i}`, message: `Amount: Rs. ${i * 100}`, notificationType: 'profit_sent', metadata: { amount: i * 10_000 }, sourceKey: `order:${i}:delivered` }, 'test');
      }
      // the same cause again notifies nobody a second time
      const again = await writer.notify(tx, [user.userId], { title: 'Profit 1', message: 'x', notificationType: 'profit_sent', sourceKey: 'order:1:delivered' }, 'test');
      expect(again).toEqual([]);
    });
    const seen: NotificationView[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const p = await page(user, { limit: 3, ...(cursor ? { cursor } : {}) });
      expect(p.unreadCount).toBe(7);
      seen.push(...p.items);
      cursor = p.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.map((n) => n.title)).toEqual(['Profit 7', 'Profit 6', 'Profit 5', 'Profit 4', 'Profit 3', 'Profit 2', 'Profit 1']);
    expect(seen[0].metadata).toEqual({ amount: 70_000 });

    for (const limit of [0, 101, 2.5, 'ten']) {
      expect((await h.callError(S.listNotifications, { limit }, user)).code).toBe('VALIDATION');
    }
    expect(await h.callError(S.listNotifications, { cursor: 'garbage' }, user)).toEqual({ code: 'VALIDATION', message: MSG.invalidCursor, field: 'cursor' });
    // another user's notification is no position in my list
    const otherPage = await h.call<NotificationPage>(S.listNotifications, { limit: 1 }, user);
    expect(await h.callError(S.listNotifications, { cursor: otherPage.nextCursor }, other)).toEqual({ code: 'VALIDATION', message: MSG.invalidCursor, field: 'cursor' });

    // mark one read: only the owner may, another user gets NOT_FOUND and changes nothing
    expect((await h.callError(S.markNotificationRead, { id: seen[0].id }, other)).code).toBe('NOT_FOUND');
    expect((await h.callError(S.markNotificationRead, { id: 'nope' }, user)).code).toBe('NOT_FOUND');
    expect(await h.call(S.countUnreadNotifications, {}, user)).toEqual({ unreadCount: 7 });
    const read = await h.call<NotificationView>(S.markNotificationRead, { id: seen[0].id }, user);
    expect(read).toMatchObject({ id: seen[0].id, isRead: true });
    expect(await h.call(S.countUnreadNotifications, {}, user)).toEqual({ unreadCount: 6 });

    expect(await h.call(S.markAllNotificationsRead, {}, other)).toEqual({ updated: 0 });
    expect(await h.call(S.markAllNotificationsRead, {}, user)).toEqual({ updated: 6 });
    expect(await h.call(S.countUnreadNotifications, {}, user)).toEqual({ unreadCount: 0 });
    expect((await page(user)).items.every((n) => n.isRead)).toBe(true);
    expect((await h.callError(S.countUnreadNotifications, {}, {})).code).toBe('UNAUTHORIZED');
  });
});
