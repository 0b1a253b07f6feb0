import { Injectable } from '@nestjs/common';
import { OnEvent } from '@resellpk/backend-messaging';
import { isUuid } from '@resellpk/backend-service';
import type { Tx } from '@resellpk/backend-persistence';
import { IdentityEvents, type EventEnvelope, type UserRegisteredV1 } from '@resellpk/contracts';
import { DemoTopUps } from '../seed/demo-top-ups';
import { WalletRepository } from './wallet.repository';

/**
 * A wallet for every user, from identity's registration event: the inbox row and the insert
 * commit together, and the unique user_id absorbs a wallet a credit already created on demand.
 */
@Injectable()
export class WalletRegistrationConsumer {
  constructor(
    private readonly wallets: WalletRepository,
    private readonly demo: DemoTopUps,
  ) {}

  @OnEvent(IdentityEvents.userRegisteredV1)
  async onRegistered(user: UserRegisteredV1, tx: Tx, envelope: EventEnvelope<UserRegisteredV1>): Promise<void> {
    // a malformed event could never succeed: acknowledged without effect instead of retried forever
    if (!isUuid(user?.userId)) return;
    await this.wallets.ensure(tx, user.userId);
    // development and demo stacks only: the demo seed names the accounts that get sample top-ups
    await this.demo.seedFor(tx, user, envelope.correlationId);
  }
}
