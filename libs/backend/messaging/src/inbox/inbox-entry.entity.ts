import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One processed event per consumer: the key that makes redelivered events apply only once. */
@Entity({ name: 'inbox' })
export class InboxEntry {
  @PrimaryColumn('text')
  consumer: string;

  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column('text')
  subject: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt: Date;
}
