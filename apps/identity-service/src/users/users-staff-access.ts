import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE, StaffAccess } from '@resellpk/backend-service';
import type { Role } from '@resellpk/contracts';

/**
 * identity owns the users, so its staff checks read the stored role itself: an admin demoted a
 * minute ago cannot keep acting with a still-valid token. `null`: the account is gone.
 */
@Injectable()
export class UsersStaffAccess extends StaffAccess {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {
    super();
  }

  async roleOf(userId: string): Promise<Role | null> {
    const rows: Array<{ role: Role }> = await this.db.query(`SELECT role FROM users WHERE id = $1`, [userId]);
    return rows[0]?.role ?? null;
  }
}
