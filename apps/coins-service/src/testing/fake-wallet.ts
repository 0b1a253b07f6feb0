import { JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { connectNats } from '@resellpk/backend-messaging';
import type { TestNatsServer } from '@resellpk/backend-testing';
import { WalletPaymentsSubjects, type MoneyMovement, type MoneyMovementResult, type ServiceReply } from '@resellpk/contracts';

/**
 * A stand-in for wallet-payments' `payCoinPack` on the test's nats-server, logged in as
 * wallet-payments (its real bus permissions), for as long as the real service is not on this
 * branch. It keeps the contract's promises: a debit is idempotent by key (the same key answers the
 * first result and moves nothing), and a debit the balance cannot cover is refused with
 * INSUFFICIENT_FUNDS without using the key.
 */
export class FakeWallet {
  readonly balances = new Map<string, number>();
  /** every applied debit by key */
  readonly debits = new Map<string, MoneyMovement & { transactionId: string }>();
  /** debit requests received (applied or not) */
  requests = 0;
  /** the next N debits apply but their reply is lost (the caller times out) */
  dropReplies = 0;
  private seq = 0;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly sub: Subscription,
  ) {}

  static async start(nats: TestNatsServer): Promise<FakeWallet> {
    const nc = await connectNats(nats.url, 'fake-wallet-payments', nats.credentials('wallet-payments'));
    const codec = JSONCodec<{ id: string; data: { data: MoneyMovement } }>();
    const out = JSONCodec<unknown>();
    const holder: { wallet?: FakeWallet } = {};
    const sub = nc.subscribe(WalletPaymentsSubjects.payCoinPack, {
      queue: 'wallet-payments',
      callback: (_err, msg) => {
        const packet = codec.decode(msg.data);
        const reply = holder.wallet?.debit(packet.data.data) ?? { ok: false as const, error: { code: 'UNAVAILABLE' as const, message: 'starting' } };
        if (reply === 'drop') return;
        msg.respond(out.encode({ id: packet.id, response: reply, isDisposed: true }));
      },
    });
    await nc.flush();
    holder.wallet = new FakeWallet(nc, sub);
    return holder.wallet;
  }

  balanceOf(userId: string): number {
    return this.balances.get(userId) ?? 0;
  }

  private debit(m: MoneyMovement): ServiceReply<MoneyMovementResult> | 'drop' {
    this.requests++;
    const done = this.debits.get(m.key);
    if (done) return { ok: true, data: { transactionId: done.transactionId, balancePaisa: this.balanceOf(m.userId), applied: false } };
    const balance = this.balanceOf(m.userId);
    if (balance < m.amountPaisa) return { ok: false, error: { code: 'INSUFFICIENT_FUNDS', message: 'insufficient-funds' } };
    this.balances.set(m.userId, balance - m.amountPaisa);
    const transactionId = `wtx-${++this.seq}`;
    this.debits.set(m.key, { ...m, transactionId });
    if (this.dropReplies > 0) {
      this.dropReplies--;
      return 'drop';
    }
    return { ok: true, data: { transactionId, balancePaisa: balance - m.amountPaisa, applied: true } };
  }

  async close(): Promise<void> {
    this.sub.unsubscribe();
    await this.nc.close();
  }
}
