import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { EventEnvelope } from '@resellpk/contracts';

/** An event written in the same transaction as the change it describes, waiting for the relay. */
@Entity({ name: 'outbox' })
export class OutboxEvent {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  subject: string;

  @Column('jsonb')
  envelope: EventEnvelope;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** W3C trace context of the writing transaction (OutboxTraceContextMigration); null with tracing off. */
  @Column({ name: 'trace_context', type: 'jsonb', nullable: true })
  traceContext: Record<string, string> | null;
}
