import { Controller, Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { Handles } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid } from '@resellpk/backend-service';
import type { Reader } from '@resellpk/backend-persistence';
import { IdentitySubjects, type LinkedAccounts, type LinkedAccountsQuery } from '@resellpk/contracts';
import { linkReasons, type LinkFields } from '@resellpk/domain';

const NOT_LINKED: LinkedAccounts = { linked: false, by: [] };

/**
 * Whether a staff member and the owner of a request they decide are linked accounts (the same
 * user, phone number or mailbox): the audit log flags such decisions. identity holds the emails
 * and phones, so it answers for wallet-payments too.
 */
@Injectable()
export class LinkedAccountsCheck {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  async between(staffId: string, userId: string, db: Reader = this.db): Promise<LinkedAccounts> {
    if (!isUuid(staffId) || !isUuid(userId)) return NOT_LINKED;
    const rows: LinkFields[] = await db.query(`SELECT id, email, phone FROM users WHERE id = ANY($1::uuid[])`, [[staffId, userId]]);
    const staff = rows.find((r) => r.id === staffId.toLowerCase());
    const owner = rows.find((r) => r.id === userId.toLowerCase());
    if (!staff || !owner) return NOT_LINKED;
    const by = linkReasons(staff, owner);
    return { linked: by.length > 0, by };
  }
}

@Controller()
export class LinkedAccountsController {
  constructor(private readonly links: LinkedAccountsCheck) {}

  /** wallet-payments only (NATS refuses other callers): both users come in the data */
  @Handles(IdentitySubjects.linkedAccounts)
  linkedAccounts(data: LinkedAccountsQuery) {
    return this.links.between(data?.staffId, data?.userId);
  }
}
