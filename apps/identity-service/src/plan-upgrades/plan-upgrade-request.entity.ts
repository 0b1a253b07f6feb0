import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PlanCode, UpgradeRequestStatus } from '@resellpk/contracts';

/** A reseller's request for premium; an admin approves or rejects it once. */
@Entity({ name: 'plan_upgrade_requests' })
export class PlanUpgradeRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'reseller_id', type: 'uuid' })
  resellerId: string;

  @Column({ name: 'current_plan', type: 'text' })
  currentPlan: PlanCode;

  @Column({ name: 'requested_plan', type: 'text' })
  requestedPlan: PlanCode;

  @Column({ type: 'text', default: 'pending' })
  status: UpgradeRequestStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;
}
