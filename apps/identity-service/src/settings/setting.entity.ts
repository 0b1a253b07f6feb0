import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A setting staff change in the admin; `key` names it (SUPPORT_CONTACTS_KEY). */
@Entity({ name: 'settings' })
export class SettingEntity {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'jsonb' })
  value: Record<string, unknown>;

  /** NULL: set by the platform (the demo data) */
  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
