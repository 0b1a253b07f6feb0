import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, StaffAccess } from '@resellpk/backend-service';
import { returningRows, withTransaction, type Reader, type Tx } from '@resellpk/backend-persistence';
import type { PublishedStory, RequestContext, StoryMove, StoryView, StoryVisibility } from '@resellpk/contracts';
import { MAX_STORIES, STORY_MSG, validateStory } from '@resellpk/domain';
import { AuditLogEntity } from '../users/audit-log.entity';

interface StoryRow {
  id: string;
  name: string;
  role: string;
  city: string;
  quote: string;
  visible: boolean;
  position: number;
  updated_at: Date;
}

const toView = (r: StoryRow): StoryView => ({
  id: r.id,
  name: r.name,
  role: r.role,
  city: r.city,
  quote: r.quote,
  visible: r.visible,
  position: r.position,
  updatedAt: new Date(r.updated_at).toISOString(),
});

const COLUMNS = 'id, name, role, city, quote, visible, position, updated_at';

/**
 * Reseller stories staff keep (issue 38, "Content that is true"): anyone reads the visible ones in
 * staff's order; admins add, edit, hide and reorder them, each change with its audit row. Changes
 * take one advisory lock, so two admins adding or moving at once cannot give two stories one place.
 */
@Injectable()
export class StoriesService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly staff: StaffAccess,
  ) {}

  async published(): Promise<PublishedStory[]> {
    const rows: StoryRow[] = await this.db.query(`SELECT ${COLUMNS} FROM stories WHERE visible ORDER BY position`);
    return rows.map(({ id, name, role, city, quote }) => ({ id, name, role, city, quote }));
  }

  async all(ctx: RequestContext): Promise<StoryView[]> {
    await this.staff.require(ctx, 'admin');
    return this.list(this.db.manager);
  }

  async create(input: unknown, ctx: RequestContext): Promise<StoryView> {
    const actorId = await this.staff.require(ctx, 'admin');
    const story = this.checked(input);
    return this.changing(async (m) => {
      const [{ n, last }] = await m.query(`SELECT count(*)::int AS n, COALESCE(max(position), 0)::int AS last FROM stories`);
      if (n >= MAX_STORIES) fail('CONFLICT', STORY_MSG.tooMany);
      const [row]: StoryRow[] = await m.query(
        `INSERT INTO stories (name, role, city, quote, position, updated_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [story.name, story.role, story.city, story.quote, last + 1, actorId],
      );
      await this.audit(m, actorId, 'content.story_created', { storyId: row.id, after: story, correlationId: ctx.correlationId });
      return toView(row);
    });
  }

  async update(input: unknown, ctx: RequestContext): Promise<StoryView> {
    const actorId = await this.staff.require(ctx, 'admin');
    const id = (input as { id?: unknown } | null)?.id;
    const story = this.checked(input);
    return this.changing(async (m) => {
      const before = await this.lockOne(m, id);
      const [row] = await returningRows<StoryRow>(
        m,
        `UPDATE stories SET name = $2, role = $3, city = $4, quote = $5, updated_at = now(), updated_by = $6 WHERE id = $1 RETURNING ${COLUMNS}`,
        [before.id, story.name, story.role, story.city, story.quote, actorId],
      );
      const was = { name: before.name, role: before.role, city: before.city, quote: before.quote };
      await this.audit(m, actorId, 'content.story_changed', { storyId: row.id, before: was, after: story, correlationId: ctx.correlationId });
      return toView(row);
    });
  }

  async setVisible(input: StoryVisibility | undefined, ctx: RequestContext): Promise<StoryView> {
    const actorId = await this.staff.require(ctx, 'admin');
    if (typeof input?.visible !== 'boolean') fail('VALIDATION', 'visible must be true or false', 'visible');
    return this.changing(async (m) => {
      const before = await this.lockOne(m, input.id);
      if (before.visible === input.visible) return toView(before);
      const [row] = await returningRows<StoryRow>(m, `UPDATE stories SET visible = $2, updated_at = now(), updated_by = $3 WHERE id = $1 RETURNING ${COLUMNS}`, [before.id, input.visible, actorId]);
      await this.audit(m, actorId, input.visible ? 'content.story_shown' : 'content.story_hidden', { storyId: row.id, name: row.name, correlationId: ctx.correlationId });
      return toView(row);
    });
  }

  /** Swaps the story with the one before or after it; at either end nothing moves. */
  async move(input: StoryMove | undefined, ctx: RequestContext): Promise<StoryView[]> {
    const actorId = await this.staff.require(ctx, 'admin');
    if (input?.direction !== 'up' && input?.direction !== 'down') fail('VALIDATION', STORY_MSG.badDirection, 'direction');
    return this.changing(async (m) => {
      const story = await this.lockOne(m, input.id);
      const [neighbour]: StoryRow[] = await m.query(
        input.direction === 'up'
          ? `SELECT ${COLUMNS} FROM stories WHERE position < $1 ORDER BY position DESC LIMIT 1`
          : `SELECT ${COLUMNS} FROM stories WHERE position > $1 ORDER BY position LIMIT 1`,
        [story.position],
      );
      if (neighbour) {
        await m.query(`SET CONSTRAINTS stories_position_unique DEFERRED`);
        await m.query(`UPDATE stories SET position = $2, updated_at = now(), updated_by = $3 WHERE id = $1`, [story.id, neighbour.position, actorId]);
        await m.query(`UPDATE stories SET position = $2, updated_at = now(), updated_by = $3 WHERE id = $1`, [neighbour.id, story.position, actorId]);
        await this.audit(m, actorId, 'content.story_moved', { storyId: story.id, name: story.name, direction: input.direction, correlationId: ctx.correlationId });
      }
      return this.list(m);
    });
  }

  private checked(input: unknown) {
    const checked = validateStory(input);
    if (!checked.ok) fail('VALIDATION', checked.message, checked.field);
    return checked.value;
  }

  private changing<T>(work: (m: Tx) => Promise<T>): Promise<T> {
    return withTransaction(this.db, async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('identity.stories'))`);
      return work(m);
    });
  }

  private async lockOne(m: Tx, id: unknown): Promise<StoryRow> {
    if (!isUuid(id)) fail('NOT_FOUND', STORY_MSG.notFound);
    const [row]: StoryRow[] = await m.query(`SELECT ${COLUMNS} FROM stories WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) fail('NOT_FOUND', STORY_MSG.notFound);
    return row;
  }

  private async list(m: Reader): Promise<StoryView[]> {
    const rows: StoryRow[] = await m.query(`SELECT ${COLUMNS} FROM stories ORDER BY position`);
    return rows.map(toView);
  }

  private async audit(m: Tx, actorId: string | null, action: string, details: Record<string, unknown>): Promise<void> {
    await m.save(m.create(AuditLogEntity, { actorId, action, targetUserId: null, details }));
  }
}
