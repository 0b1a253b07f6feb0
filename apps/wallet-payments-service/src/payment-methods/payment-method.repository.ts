import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { returningRows, type Reader, type Tx } from '@resellpk/backend-persistence';
import type { PaymentMethodType } from '@resellpk/contracts';

export interface MethodRow {
  id: string;
  name: string;
  type: PaymentMethodType;
  is_active: boolean;
}

export interface AccountRow {
  id: string;
  payment_method_id: string;
  wallet_title: string;
  wallet_address: string;
  qr_code_key: string | null;
  instructions: string | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface AccountFields {
  paymentMethodId: string;
  walletTitle: string;
  walletAddress: string;
  instructions: string | null;
  isActive: boolean;
}

/** Every query on `payment_methods` and `payment_method_wallets` (the receiving accounts). */
@Injectable()
export class PaymentMethodRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  methods(db: Reader = this.db): Promise<MethodRow[]> {
    return db.query(`SELECT id, name, type, is_active FROM payment_methods ORDER BY name`);
  }

  method(id: string, db: Reader = this.db): Promise<MethodRow | undefined> {
    return db.query(`SELECT id, name, type, is_active FROM payment_methods WHERE id = $1`, [id]).then((r: MethodRow[]) => r[0]);
  }

  /** Newest first (the spec's order); `activeOnly` for what resellers see. */
  accounts(activeOnly: boolean, db: Reader = this.db): Promise<AccountRow[]> {
    return db.query(`SELECT * FROM payment_method_wallets WHERE ($1::boolean = false OR is_active) ORDER BY created_at DESC, id`, [activeOnly]);
  }

  account(id: string, db: Reader = this.db): Promise<AccountRow | undefined> {
    return db.query(`SELECT * FROM payment_method_wallets WHERE id = $1`, [id]).then((r: AccountRow[]) => r[0]);
  }

  /** The account a new request of this method is told to pay to: its newest active one. */
  activeAccountOf(methodId: string, db: Reader = this.db): Promise<AccountRow | undefined> {
    return db
      .query(`SELECT * FROM payment_method_wallets WHERE payment_method_id = $1 AND is_active ORDER BY created_at DESC, id LIMIT 1`, [methodId])
      .then((r: AccountRow[]) => r[0]);
  }

  async insert(tx: Tx, a: AccountFields): Promise<AccountRow> {
    const [row]: AccountRow[] = await tx.query(
      `INSERT INTO payment_method_wallets (payment_method_id, wallet_title, wallet_address, instructions, is_active)
       VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [a.paymentMethodId, a.walletTitle, a.walletAddress, a.instructions, a.isActive],
    );
    return row;
  }

  async update(tx: Tx, id: string, a: AccountFields): Promise<AccountRow | undefined> {
    const [row] = await returningRows<AccountRow>(
      tx,
      `UPDATE payment_method_wallets SET payment_method_id = $2, wallet_title = $3, wallet_address = $4, instructions = $5, is_active = $6, updated_at = now()
       WHERE id = $1 RETURNING *`,
      [id, a.paymentMethodId, a.walletTitle, a.walletAddress, a.instructions, a.isActive],
    );
    return row;
  }

  async setQr(tx: Tx, id: string, key: string | null): Promise<AccountRow | undefined> {
    const [row] = await returningRows<AccountRow>(tx, `UPDATE payment_method_wallets SET qr_code_key = $2, updated_at = now() WHERE id = $1 RETURNING *`, [id, key]);
    return row;
  }
}
