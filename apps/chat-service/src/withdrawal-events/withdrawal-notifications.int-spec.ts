import { randomUUID } from 'node:crypto';
import { ChatSubjects as S, WalletPaymentsEvents, type NotificationPage, type WithdrawalChangedV1 } from '@resellpk/contracts';
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

  it('paid: names the account and the transfer reference, once even when the event comes again', async () => {
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
        message: 'Your withdrawal WD-7K3Q9M of PKR 2,500 has been sent to Easypaisa +923001234567 (Ali Khan). Transfer reference: EP-55821.',
      }),
    ]);
    expect(await list(stranger)).toEqual([]);
  });

  it('rejected: says the money is back and why', async () => {
    const user = resellerCtx();
    await h.publish(WalletPaymentsEvents.withdrawalRejectedV1, changed(user.userId, { status: 'rejected', transferReference: null, rejectionReason: ' Account title does not match ' }));
    await h.drained(WalletPaymentsEvents.withdrawalRejectedV1);
    expect(await list(user)).toEqual([
      expect.objectContaining({
        notificationType: 'other',
        title: 'Withdrawal rejected',
        message: 'Your withdrawal WD-7K3Q9M of PKR 2,500 has been rejected and the amount is back in your wallet. Reason: Account title does not match',
      }),
    ]);
  });
});
