import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One refresh token of a session family. Only the sha256 of the token is stored, so a database
 * leak does not hand out sessions. A rotated token keeps its row (used_at, replaced_by_id) so a
 * replay of it can be recognised and the whole family revoked.
 */
@Entity({ name: 'refresh_tokens' })
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'family_id', type: 'uuid' })
  familyId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** The login that began the family; the family ends SESSION_MAX_DAYS after it, however often refreshed. */
  @Column({ name: 'family_started_at', type: 'timestamptz' })
  familyStartedAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** sha256 of the device cookie that first used this token: the only device a grace replay is forgiven from. */
  @Column({ name: 'rotated_by_device', type: 'char', length: 64, nullable: true })
  rotatedByDevice: string | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'replaced_by_id', type: 'uuid', nullable: true })
  replacedById: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ type: 'text', nullable: true })
  ip: string | null;
}
