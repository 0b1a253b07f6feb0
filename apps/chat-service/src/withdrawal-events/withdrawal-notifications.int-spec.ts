import { randomUUID } from 'node:crypto';
import { ChatSubjects as S, WalletPaymentsEvents, type NotificationPage, type WithdrawalChangedV1 } from '@resellpk/contracts';
import { WithdrawalNoticesMasked1796200000000 } from '../database/migrations/1796200000000-withdrawal-notices-masked';
import { resellerCtx, startChatHarness, type ChatHarness } from '../testing/chat-harness';

/** The reseller hears how their withdrawal ended (issue 13), once per outcome. */
describe('withdrawal notifications', () => {
  let h: ChatHarness;
  beforeAll(async () => {
    h = await startChatHarness();
  });
  afterAll(() => h?.close());

  const list = async (ctx: ReturnType<typeof resellerCtx>) => (await h.call<NotificationPage>(S.listNotifications, {}, ctx)).items;
  const changed = (userId: string, over: Partial<WithdrawalChangedV1>): WithdrawalChangedV1 => ({
    withdrawalId: randomUUID(),
    userId,
    referenceCode: 'WD-7K3Q9M',
    amountPaisa: 250_000,
    status: 'paid',
    payoutLabel: 'Easypaisa +923001234567 (Ali Khan)',
    transferReference: 'EP-55821',
    rejectionReason: null,
    decidedBy: randomUUID(),
    at: new Date().toISOString(),
    ...over,
  });

  it('paid: names the account (masked) and the transfer reference, once even when the event comes again', async () => {
    const user = resellerCtx();
    const stranger = resellerCtx();
    const paid = changed(user.userId, {});
    const env = await h.publish(WalletPaymentsEvents.withdrawalPaidV1, paid);
    await h.publish(WalletPaymentsEvents.withdrawalPaidV1, paid, { id: env.id, msgId: randomUUID() });
    await h.publish(WalletPaymentsEvents.withdrawalPaidV1, paid);
    await h.drained(WalletPaymentsEvents.withdrawalPaidV1);
    expect(await list(user)).toEqual([
      expect.objectContaining({
        notificationType: 'other',
        title: 'Withdrawal paid',
        message: 'Your withdrawal WD-7K3Q9M of Rs. 2,500 has been sent to Easypaisa •••• 4567 (Ali Khan). Transfer reference: EP-55821.',
      }),
    ]);
    expect(await list(stranger)).toEqual([]);
    // the live copy of the notification (chat's event) carries no clear number either
    const [event] = await h.service.dataSource.query(`SELECT envelope::text AS t FROM outbox WHERE subject = 'chat.notification.created.v1' AND envelope->'data'->>'userId' = $1`, [user.userId]);
    expect(event.t).toContain('•••• 4567');
    expect(event.t).not.toContain('3001234567');
  });

  it('rejected: says the money is back and why', async () => {
    const user = resellerCtx();
    await h.publish(WalletPaymentsEvents.withdrawalRejectedV1, changed(user.userId, { status: 'rejected', transferReference: null, rejectionReason: ' Account title does not match ' }));
    await h.drained(WalletPaymentsEvents.withdrawalRejectedV1);
    expect(await list(user)).toEqual([
      expect.objectContaining({
        notificationType: 'other',
        title: 'Withdrawal rejected',
        message: 'Your withdrawal WD-7K3Q9M of Rs. 2,500 has been rejected and the amount is back in your wallet. Reason: Account title does not match',
      }),
    ]);
  });

  it('the migration masks the numbers in withdrawal notices written before', async () => {
    const user = resellerCtx();
    const clear = 'Your withdrawal WD-7K3Q9M of Rs. 2,500 has been sent to Meezan Bank PK36 SCBL 0000 0011 2345 6702 (Ali Khan). Transfer reference: EP-1.';
    await h.service.dataSource.query(
      `INSERT INTO user_notifications (user_id, title, message, notification_type, source_key) VALUES ($1, 'Withdrawal paid', $2, 'other', $3)`,
      [user.userId, clear, `withdrawal:${randomUUID()}:paid`],
    );
    const runner = h.service.dataSource.createQueryRunner();
    try {
      await new WithdrawalNoticesMasked1796200000000().up(runner);
    } finally {
      await runner.release();
    }
    expect((await list(user)).map((n) => n.message)).toEqual([
      'Your withdrawal WD-7K3Q9M of Rs. 2,500 has been sent to Meezan Bank •••• 6702 (Ali Khan). Transfer reference: EP-1.',
    ]);
  });
});
