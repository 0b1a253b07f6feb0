import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PlanCode, Role } from '@resellpk/contracts';

/** A person who can sign in. Emails are stored lower-case (a CHECK enforces it), so the unique index is case-insensitive. */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ type: 'text', default: 'User' })
  name: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ type: 'text', default: 'reseller' })
  role: Role;

  @Column({ type: 'text', default: 'free' })
  plan: PlanCode;

  @Column({ name: 'plan_expires_at', type: 'timestamptz', nullable: true })
  planExpiresAt: Date | null;

  @Column({ name: 'business_name', type: 'text', nullable: true })
  businessName: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
