import { Injectable, Logger } from '@nestjs/common';
import { BusClient } from '@resellpk/backend-messaging';
import { IdentitySubjects } from '@resellpk/contracts';

/**
 * The audit row's flag for a staff decision on a user's request: `linkedAccounts` true (with
 * `linkedBy`: same_user, phone, email) when identity finds the two accounts linked, false when
 * not, null when identity did not answer (the decision still goes ahead: a flag for review, not
 * a rule, and the row says the check was not made).
 */
export type LinkFlag = { linkedAccounts: true; linkedBy: string[] } | { linkedAccounts: false | null };

/** identity answers quickly or not at all: a decision waits at most this long for the flag. */
const LINK_TIMEOUT_MS = 2000;

/** Asks identity (which holds emails and phones) before the decision's transaction, so no row lock waits on the bus. */
@Injectable()
export class LinkedAccountsLookup {
  private readonly log = new Logger(LinkedAccountsLookup.name);

  constructor(private readonly bus: BusClient<'wallet-payments'>) {}

  async flagOf(staffId: string, userId: string, correlationId: string): Promise<LinkFlag> {
    try {
      const link = await this.bus.call(IdentitySubjects.linkedAccounts, { correlationId }, { staffId, userId }, { timeoutMs: LINK_TIMEOUT_MS });
      return link.linked ? { linkedAccounts: true, linkedBy: link.by } : { linkedAccounts: false };
    } catch (error) {
      this.log.warn(`linked-accounts check for ${staffId} -> ${userId} not made: ${error instanceof Error ? error.message : String(error)}`);
      return { linkedAccounts: null };
    }
  }
}
