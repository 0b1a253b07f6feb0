import { randomUUID } from 'node:crypto';
import { eventually, orderStatusChanged } from '@resellpk/backend-testing';
import {
  ChatEvents,
  ChatSubjects as S,
  OrdersEvents,
  WalletPaymentsEvents,
  type NotificationCreatedV1,
  type NotificationPage,
  type OrderStatus,
  type OrderStatusChangedV1,
  type TransactionPostedV1,
} from '@resellpk/contracts';
import { ShippedTrackingLinks1796300000000 } from '../database/migrations/1796300000000-shipped-tracking-links';
import { resellerCtx, startChatHarness, type ChatHarness } from '../testing/chat-harness';

/** The reseller hears about each of their order's status changes and the profit paid on delivery, once each (issue 12). */
describe('order and profit notifications', () => {
  let h: ChatHarness;
  beforeAll(async () => {
    h = await startChatHarness();
  });
  afterAll(() => h?.close());

  const list = async (ctx: ReturnType<typeof resellerCtx>) => (await h.call<NotificationPage>(S.listNotifications, {}, ctx)).items;
  const ORDER_ID = '0f8e2a4c-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
  const change = (userId: string, from: OrderStatus | null, to: OrderStatus, over: Partial<OrderStatusChangedV1> = {}): OrderStatusChangedV1 =>
    orderStatusChanged({ orderId: ORDER_ID, userId, from, to, totalAmountPaisa: 325_000, totalProfitPaisa: 45_000, ...over });
  const posted = (userId: string, over: Partial<TransactionPostedV1> = {}): TransactionPostedV1 => ({
    transactionId: randomUUID(),
    userId,
    type: 'order_profit',
    amountPaisa: 125_050,
    balancePaisa: 200_000,
    description: 'Profit from order #2E3F4A5B',
    referenceCode: '2E3F4A5B',
    createdAt: new Date().toISOString(),
    ...over,
  });

  it('tells the reseller when the order ships (with courier and tracking link), is delivered, once per change; nothing when it is placed', async () => {
    const user = resellerCtx();
    const stranger = resellerCtx();
    await h.publish(OrdersEvents.orderStatusChangedV1, change(user.userId, null, 'processing'));
    const shipped = change(user.userId, 'processing', 'shipped', { courier: 'TCS', trackingId: 'TCS-778899', trackingLink: 'https://www.tcsexpress.com/track/TCS-778899' });
    const env = await h.publish(OrdersEvents.orderStatusChangedV1, shipped);
    // the same envelope again, and the same change under another id (orders' relay re-publishing)
    await h.publish(OrdersEvents.orderStatusChangedV1, shipped, { id: env.id, msgId: randomUUID() });
    await h.publish(OrdersEvents.orderStatusChangedV1, shipped);
    await h.drained(OrdersEvents.orderStatusChangedV1);

    const afterShipping = await list(user);
    expect(afterShipping).toHaveLength(1);
    expect(afterShipping[0]).toMatchObject({
      notificationType: 'other',
      title: 'Order shipped',
      // the link is a value the page makes a link of, not prose that wraps mid-URL (issue 34, 15)
      message: 'Your order #2E3F4A5B for Ayesha Khan is on its way with TCS.',
      metadata: { tracking_url: 'https://www.tcsexpress.com/track/TCS-778899' },
      productId: null,
      isRead: false,
    });
    expect(await h.inboxRows(OrdersEvents.orderStatusChangedV1, env.id)).toBe(1);

    await h.publish(OrdersEvents.orderStatusChangedV1, change(user.userId, 'shipped', 'delivered'));
    await h.drained(OrdersEvents.orderStatusChangedV1);
    const [latest] = await list(user);
    expect(latest).toMatchObject({ notificationType: 'other', title: 'Order delivered', message: 'Your order #2E3F4A5B for Ayesha Khan has been delivered.' });
    expect(await list(user)).toHaveLength(2);
    expect(await list(stranger)).toEqual([]);
    // each created notification went out once for the live relay
    await eventually(
      () => h.chatEvents.filter((e) => e.type === ChatEvents.notificationCreatedV1 && (e.data as NotificationCreatedV1).userId === user.userId).length === 2,
      5_000,
      'the created events',
    );
  });

  it('sends only an http(s) tracking link as tracking_url: a javascript: or malformed link is left out', async () => {
    const users = [resellerCtx(), resellerCtx(), resellerCtx()];
    const links = ['javascript:alert(document.cookie)', 'not a link', null];
    for (const [i, user] of users.entries()) {
      await h.publish(OrdersEvents.orderStatusChangedV1, change(user.userId, 'processing', 'shipped', { courier: 'TCS', trackingId: 'TCS-1', trackingLink: links[i] }));
    }
    await h.drained(OrdersEvents.orderStatusChangedV1);
    for (const user of users) {
      expect(await list(user)).toEqual([expect.objectContaining({ title: 'Order shipped', message: 'Your order #2E3F4A5B for Ayesha Khan is on its way with TCS.', metadata: {} })]);
    }
  });

  it('the migration moves the link of shipped notices written before into tracking_url (http(s) only)', async () => {
    const [before, odd, other] = [resellerCtx(), resellerCtx(), resellerCtx()];
    const insert = (userId: string, title: string, message: string) =>
      h.service.dataSource.query(`INSERT INTO user_notifications (user_id, title, message, notification_type, source_key) VALUES ($1, $2, $3, 'other', $4)`, [
        userId,
        title,
        message,
        `order:${randomUUID()}:shipped`,
      ]);
    await insert(before.userId, 'Order shipped', 'Your order #2E3F4A5B for Ayesha Khan is on its way with TCS. Track it: https://www.tcsexpress.com/track/TCS-778899');
    await insert(odd.userId, 'Order shipped', 'Your order #2E3F4A5B for Ayesha Khan is on its way with TCS. Track it: javascript:alert(1)');
    await insert(other.userId, 'Order delivered', 'Your order #2E3F4A5B for Ayesha Khan has been delivered.');
    const runner = h.service.dataSource.createQueryRunner();
    try {
      await new ShippedTrackingLinks1796300000000().up(runner);
    } finally {
      await runner.release();
    }
    const shipped = 'Your order #2E3F4A5B for Ayesha Khan is on its way with TCS.';
    expect(await list(before)).toEqual([expect.objectContaining({ message: shipped, metadata: { tracking_url: 'https://www.tcsexpress.com/track/TCS-778899' } })]);
    expect(await list(odd)).toEqual([expect.objectContaining({ message: shipped, metadata: {} })]);
    expect(await list(other)).toEqual([expect.objectContaining({ message: 'Your order #2E3F4A5B for Ayesha Khan has been delivered.', metadata: {} })]);
  });

  it('tells why an order was cancelled or returned, and that its coins come back', async () => {
    const cancelledBy = resellerCtx();
    await h.publish(OrdersEvents.orderStatusChangedV1, change(cancelledBy.userId, 'processing', 'cancelled', { note: '  Customer not reachable ', coinsSpent: '120.5000' }));
    const returnedBy = resellerCtx();
    await h.publish(OrdersEvents.orderStatusChangedV1, change(returnedBy.userId, 'shipped', 'returned', { courier: 'Leopards' }));
    await h.drained(OrdersEvents.orderStatusChangedV1);

    expect(await list(cancelledBy)).toEqual([
      expect.objectContaining({
        notificationType: 'other',
        title: 'Order cancelled',
        message: 'Your order #2E3F4A5B for Ayesha Khan has been cancelled. The coins it used are returned to your balance. Reason: Customer not reachable',
      }),
    ]);
    expect(await list(returnedBy)).toEqual([
      expect.objectContaining({ notificationType: 'other', title: 'Order returned', message: 'Your order #2E3F4A5B for Ayesha Khan was returned by the customer.' }),
    ]);
  });

  it('announces the profit of a delivered order as profit_sent with the amount, once per ledger row; other ledger rows tell nothing', async () => {
    const user = resellerCtx();
    const profit = posted(user.userId);
    const env = await h.publish(WalletPaymentsEvents.transactionPostedV1, profit);
    await h.publish(WalletPaymentsEvents.transactionPostedV1, profit, { id: env.id, msgId: randomUUID() });
    // the same ledger row announced under another event id (wallet's relay re-publishing)
    await h.publish(WalletPaymentsEvents.transactionPostedV1, profit);
    for (const type of ['top_up', 'coin_pack', 'withdrawal', 'adjustment'] as const) {
      await h.publish(WalletPaymentsEvents.transactionPostedV1, posted(user.userId, { type, description: 'Other', referenceCode: null }));
    }
    await h.drained(WalletPaymentsEvents.transactionPostedV1);

    expect(await list(user)).toEqual([
      expect.objectContaining({
        notificationType: 'profit_sent',
        title: 'Profit sent',
        message: 'Your profit from order #2E3F4A5B has been added to your wallet.',
        metadata: { amount: 125_050 },
        productId: null,
      }),
    ]);
  });
});
